#!/usr/bin/env python3
"""plots.py [RESULTS_DIR [OUT_DIR]] - PNG charts from the benchmarks' JSON results.

`make plots` runs it (and installs matplotlib first where it is missing). Reads
bench/results/*.json and writes into bench/plots/, one chart per result file and kind:

  bandwidth-<machine>.png              dc_topology_measure's matrix (GB/s) as a heat map
  collectives-busbw-<machine>.png      bus bandwidth by size, ours and NCCL's, per collective
  collectives-latency-<machine>.png    time by size up to 4 MiB, ours and NCCL's (log-log)
  dispatch-scaling-<machine>.png       one job over 1, 2, 4 devices: speed-up, STATIC and AUTO
  dispatch-strategies-<machine>.png    GPUs and a CPU together: each strategy's makespan / ideal
  timeline-<name>.png                  a trace of dc_trace_write (bench/results/trace-<name>.json)
                                       drawn as Perfetto would: a row per stream and host thread,
                                       operations coloured by kind, copies' arrows between devices

A file that lacks what a chart needs is skipped with a note; nothing else is read.
"""
import glob
import json
import os
import re
import sys

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt  # noqa: E402

COLLECTIVES = ["allreduce", "reduce", "broadcast", "allgather", "reducescatter"]


def machine_of(path, data):
    """The file's machine tag: bench/results/<benchmark>-<tag>.json."""
    return os.path.basename(path)[len(data.get("benchmark", "")) + 1:-len(".json")]


def full_run(path, data):
    """A machine's whole run (collectives-nvidia-h200-x4.json), not a study of one
    algorithm or size range (collectives-ll-nvidia-h200-x4.json)."""
    return re.fullmatch(r"(nvidia-)?h\d+-?x\d+|vm(-pocl)?", machine_of(path, data)) is not None


def size_label(b):
    for unit, div in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if b >= div:
            return "%g%s" % (b / div, unit)
    return "%dB" % b


def save(fig, out_dir, name):
    path = os.path.join(out_dir, name)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)
    print("plots: wrote", path)


def bandwidth(path, data, out_dir):
    m = data.get("topology_measure_gbps")
    devices = data.get("devices") or []
    if not m or not devices:
        return False
    names = ["%d: %s" % (d["index"], d["name"][:22]) for d in devices]
    fig, ax = plt.subplots(figsize=(1.6 + 1.3 * len(m), 1.2 + 1.0 * len(m)))
    im = ax.imshow(m, cmap="viridis")
    for i, row in enumerate(m):
        for j, v in enumerate(row):
            ax.text(j, i, "%.0f" % v, ha="center", va="center", color="white" if v < max(map(max, m)) / 2 else "black", fontsize=9)
    ax.set_xticks(range(len(m)), [str(d["index"]) for d in devices])
    ax.set_yticks(range(len(m)), names)
    ax.set_xlabel("destination device")
    ax.set_title("dc_copy GB/s, %s (%s)" % (machine_of(path, data), data.get("date", "")[:10]))
    fig.colorbar(im, ax=ax, label="GB/s")
    save(fig, out_dir, "bandwidth-%s.png" % machine_of(path, data))
    return True


def collective_series(data, coll, side, key):
    xs, ys = [], []
    for r in data["results"]:
        if r["collective"] != coll:
            continue
        s = r["out_of_place"][side]
        if s.get("ran") and s.get(key) is not None:
            xs.append(r["bytes"])
            ys.append(s[key])
    return xs, ys


def collectives(path, data, out_dir):
    results = data.get("results")
    if not results or "out_of_place" not in results[0]:
        return False
    name = machine_of(path, data)
    present = [c for c in COLLECTIVES if any(r["collective"] == c for r in results)]
    for kind, key, ylabel, most in (("busbw", "busbw_gbps", "bus bandwidth (GB/s)", None),
                                    ("latency", "time_us", "time (us)", 4 << 20)):
        fig, axes = plt.subplots(1, len(present), figsize=(4.2 * len(present), 3.6), squeeze=False)
        for ax, coll in zip(axes[0], present):
            for side, label, style in (("dc", "dotcompute", "o-"), ("nccl", "NCCL", "s--")):
                xs, ys = collective_series(data, coll, side, key)
                pts = [(x, y) for x, y in zip(xs, ys) if most is None or x <= most]
                if pts:
                    ax.plot([p[0] for p in pts], [p[1] for p in pts], style, markersize=3, label=label)
            ax.set_xscale("log", base=2)
            if kind == "latency":
                ax.set_yscale("log")
            ax.set_title(coll)
            ax.set_xlabel("size (bytes)")
            ax.set_ylabel(ylabel)
            ax.grid(True, which="both", alpha=0.3)
            ax.legend(fontsize=8)
        ranks = len(data.get("ranks") or [])
        fig.suptitle("%s, %d ranks, %s %s, out of place (%s)" % (name, ranks, data["options"]["dtype"], data["options"]["redop"],
                                                                data.get("date", "")[:10]), y=1.03)
        save(fig, out_dir, "collectives-%s-%s.png" % (kind, name))
    return True


def dispatch(path, data, out_dir):
    figures = data.get("figures")
    if not figures or "strategy" not in figures[0]:
        return False
    name = machine_of(path, data)
    wrote = False
    base = [f for f in figures if f["section"] == "compute" and len(f["devices"]) == 1]
    if base:
        one = base[0]["value"]
        fig, ax = plt.subplots(figsize=(5, 3.6))
        for strategy, style in (("STATIC", "o-"), ("AUTO", "s--")):
            pts = [(1, 1.0)] + sorted((len(f["devices"]), one / f["value"]) for f in figures
                                      if f["section"] == "compute" and f["strategy"] == strategy and len(f["devices"]) > 1)
            if len(pts) > 1:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], style, label=strategy)
        top = max(len(f["devices"]) for f in figures if f["section"] == "compute")
        ax.plot([1, top], [1, top], ":", color="gray", label="ideal")
        ax.set_xlabel("devices")
        ax.set_ylabel("speed-up over one device")
        ax.set_title("dc_dispatch, compute-bound kernel, %s" % name)
        ax.grid(True, alpha=0.3)
        ax.legend()
        save(fig, out_dir, "dispatch-scaling-%s.png" % name)
        wrote = True
    het = [f for f in figures if f["section"] == "hetero" and f["what"].endswith("/ ideal")]
    if het:
        fig, ax = plt.subplots(figsize=(6, 3.6))
        labels = [f["strategy"] + (" (equal)" if "equal" in f["what"] else "") for f in het]
        ratios = [f["ratio"] for f in het]
        bars = ax.bar(labels, ratios)
        for b, v in zip(bars, ratios):
            ax.text(b.get_x() + b.get_width() / 2, min(v, 3.0), "%.2f" % v, ha="center", va="bottom", fontsize=9)
        ax.set_ylim(0, min(3.2, max(ratios) * 1.15))
        ax.axhline(1.0, color="gray", linestyle=":")
        ax.set_ylabel("makespan / ideal (capped at 3)")
        ax.set_title("GPUs and a CPU together, %s" % name)
        save(fig, out_dir, "dispatch-strategies-%s.png" % name)
        wrote = True
    return wrote


TRACE_COLOURS = {"launch": "tab:blue", "copy": "tab:orange", "copy-out": "navajowhite", "write": "tab:green",
                 "read": "yellowgreen", "fill": "tab:gray", "wait": "tab:red", "chunk": "lightsteelblue",
                 "collective": "tab:purple", "sync": "tab:brown", "call": "rosybrown"}


def timeline(path, data, out_dir):
    events = data.get("traceEvents") or []
    procs, threads = {}, {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "process_name":
            procs[e["pid"]] = e["args"]["name"]
        elif e.get("ph") == "M" and e.get("name") == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
    slices = [e for e in events if e.get("ph") == "X"]
    if not slices:
        return False
    rows = sorted({(e["pid"], e["tid"]) for e in slices})
    row_of = {r: i for i, r in enumerate(rows)}
    labels = []
    for pid, tid in rows:
        proc = procs.get(pid, "pid %d" % pid)
        proc = proc.split(":")[0] if pid else "host"
        labels.append("%s: %s" % (proc, threads.get((pid, tid), "tid %d" % tid)))
    fig, ax = plt.subplots(figsize=(13, 1.2 + 0.45 * len(rows)))
    seen = set()
    for e in slices:
        cat = e.get("cat", "")
        y = row_of[(e["pid"], e["tid"])]
        ax.broken_barh([(e["ts"] / 1e3, max(e["dur"], 0.5) / 1e3)], (y - 0.38, 0.76),
                       facecolors=TRACE_COLOURS.get(cat, "black"), edgecolor="white", linewidth=0.3,
                       label=None if cat in seen else cat)
        seen.add(cat)
    starts = {e["id"]: e for e in events if e.get("ph") == "s"}
    for e in events:
        s = starts.get(e.get("id")) if e.get("ph") == "f" else None
        if s and (s["pid"], s["tid"]) in row_of and (e["pid"], e["tid"]) in row_of:
            ax.annotate("", xy=(e["ts"] / 1e3, row_of[(e["pid"], e["tid"])]),
                        xytext=(s["ts"] / 1e3, row_of[(s["pid"], s["tid"])]),
                        arrowprops=dict(arrowstyle="->", color="tab:red", lw=1.2))
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("ms from the profile's start")
    ax.set_title("dc_trace_write timeline: %s" % os.path.basename(path)[len("trace-"):-len(".json")])
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=6, fontsize=8)
    ax.grid(axis="x", alpha=0.3)
    save(fig, out_dir, "timeline-%s.png" % os.path.basename(path)[len("trace-"):-len(".json")])
    return True


def main():
    results = sys.argv[1] if len(sys.argv) > 1 else "bench/results"
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "bench/plots"
    os.makedirs(out_dir, exist_ok=True)
    wrote = 0
    for path in sorted(glob.glob(os.path.join(results, "*.json"))):
        base = os.path.basename(path)
        try:
            with open(path) as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            print("plots: skipped %s: %s" % (base, e))
            continue
        kind = data.get("benchmark", "")
        chart = {"bandwidth": bandwidth, "collectives": collectives, "dispatch": dispatch}.get(kind)
        if base.startswith("trace-") and "traceEvents" in data:
            chart, kind = timeline, "trace"
        if chart and (kind == "trace" or full_run(path, data)):
            if chart(path, data, out_dir):
                wrote += 1
            else:
                print("plots: %s has no data for its chart" % base)
    print("plots: %d result files charted into %s" % (wrote, out_dir))
    return 0 if wrote else 1


if __name__ == "__main__":
    sys.exit(main())
