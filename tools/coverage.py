#!/usr/bin/env python3
"""coverage.py HEADER UNCOVERED_OUT GCOV_JSON_GZ... - line and branch coverage of HEADER by
section (its `/* ===== name >>tag ===== */` banners), summed over gcov's JSON files (gcov -j)
of every object that compiled it: a line or branch counts as run where any run reached it.
Prints a table; the sections that run only on GPU machines (CUDA backend, NCCL, embedded
kernels) are shown but left out of the total. Writes the lines no run reached, by section,
to UNCOVERED_OUT."""
import collections, gzip, json, os, re, sys

GPU_ONLY = ('>>cuda', '>>nccl', '>>embedded')


def main():
    header, uncovered_out, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    name = os.path.basename(header)
    lines = open(header, encoding='utf-8', errors='replace').read().split('\n')
    banners = [(i + 1, m.group(1).strip()) for i, l in enumerate(lines) for m in [re.match(r'^/\* =+ (.*?) =+ \*/$', l)] if m]

    def section(n):
        at = 'declarations'
        for start, title in banners:
            if start > n:
                break
            at = title
        return at

    counts, taken = {}, {}   # line -> most runs; (line, branch) -> taken anywhere
    for f in files:
        for entry in json.load(gzip.open(f))['files']:
            if os.path.basename(entry['file']) != name:
                continue
            for ln in entry['lines']:
                n = ln['line_number']
                counts[n] = max(counts.get(n, 0), ln['count'])
                for b, br in enumerate(ln.get('branches', [])):
                    if not br.get('throw'):
                        taken[(n, b)] = taken.get((n, b), False) or br['count'] > 0
    table = collections.OrderedDict((t, [0, 0, 0, 0]) for t in ['declarations'] + [t for _, t in banners])
    for n, c in counts.items():
        s = table[section(n)]
        s[0] += 1
        s[1] += c > 0
    for (n, _), t in taken.items():
        s = table[section(n)]
        s[2] += 1
        s[3] += t
    pct = lambda a, b: 100.0 * a / b if b else 100.0
    total = [0, 0, 0, 0]
    print('%-60s %17s %17s' % ('section', 'lines run', 'branches taken'))
    for title, s in table.items():
        if not s[0]:
            continue
        gpu = any(g in title for g in GPU_ONLY)
        if not gpu:
            total = [a + b for a, b in zip(total, s)]
        print('%-60.60s %5d/%5d %5.1f%% %5d/%5d %5.1f%%%s' % (title, s[1], s[0], pct(s[1], s[0]), s[3], s[2], pct(s[3], s[2]),
                                                             '  (GPU only: not in the total)' if gpu else ''))
    print('%-60s %5d/%5d %5.1f%% %5d/%5d %5.1f%%' % ('total (PoCL-reachable sections)', total[1], total[0], pct(total[1], total[0]),
                                                      total[3], total[2], pct(total[3], total[2])))
    with open(uncovered_out, 'w') as out:
        at = None
        for n in sorted(counts):
            title = section(n)
            if counts[n] or any(g in title for g in GPU_ONLY):
                continue
            if title != at:
                out.write('\n### %s\n' % title)
                at = title
            out.write('%6d: %s\n' % (n, lines[n - 1]))


if __name__ == '__main__':
    main()
