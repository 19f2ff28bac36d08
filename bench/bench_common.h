/* bench_common.h - what the benchmarks share: a monotonic clock, run-time symbol lookup for
   the raw driver reference, medians, option parsing (sizes, device lists), the machine
   name that names result files, the JSON writing, and a self-check of the median and the
   JSON numbers that every benchmark runs first. Include after dotcompute.h, with
   _POSIX_C_SOURCE defined before anything (clock_gettime under -std=c99). */
#ifndef DC_BENCH_COMMON_H
#define DC_BENCH_COMMON_H

#include <math.h>                  /* isfinite (a macro: no libm needed) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef _WIN32
#  include <windows.h>
#  include <direct.h>
#  define BENCH_CALL __stdcall
#else
#  include <dlfcn.h>
#  include <sys/stat.h>
#  include <sys/types.h>
#  include <unistd.h>
#  define BENCH_CALL
#endif

static double now_s(void)
{
#ifdef _WIN32
    LARGE_INTEGER f, c;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&c);
    return (double)c.QuadPart / (double)f.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

static void *lib_open(const char *name)
{
#ifdef _WIN32
    return (void *)LoadLibraryA(name);
#else
    return dlopen(name, RTLD_NOW | RTLD_LOCAL);
#endif
}

/* Stores the symbol into the function pointer *fn (memcpy: ISO C has no cast from an
   object pointer to a function pointer). Returns 0 when it is missing. */
static int lib_sym(void *lib, const char *name, void *fn, size_t fn_size)
{
#ifdef _WIN32
    FARPROC f = GetProcAddress((HMODULE)lib, name);
    if (!f || fn_size != sizeof f) return 0;
    memcpy(fn, &f, fn_size);
    return 1;
#else
    void *p = dlsym(lib, name);
    if (!p || fn_size != sizeof p) return 0;
    memcpy(fn, &p, fn_size);
    return 1;
#endif
}
#define LIB_SYM(lib, name, fn) lib_sym((lib), (name), (void *)&(fn), sizeof(fn))

/* Keeps [A-Za-z0-9._-] of a name that goes into a file name. */
static void tame(char *s)
{
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '-' || *s == '_' || *s == '.'))
            *s = '_';
}

static void host_name(char *out, size_t size)
{
#ifdef _WIN32
    DWORD n = (DWORD)size;
    if (!GetComputerNameA(out, &n)) snprintf(out, size, "unknown");
#else
    if (gethostname(out, size) != 0) snprintf(out, size, "unknown");
    out[size - 1] = '\0';
#endif
    tame(out);
}

static void make_dir(const char *path)
{
#ifdef _WIN32
    (void)_mkdir(path);
#else
    (void)mkdir(path, 0777);
#endif
}

static const char *backend_name(unsigned backend)
{
    return backend == DC_BACKEND_CUDA ? "CUDA" : "OpenCL";
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The median of v[0..n), n >= 1 (v is left as it was). */
static double median(const double *v, int n)
{
    double m, *tmp = (double *)malloc((size_t)n * sizeof *v);
    if (!tmp) return v[n / 2];
    memcpy(tmp, v, (size_t)n * sizeof *v);
    qsort(tmp, (size_t)n, sizeof *tmp, cmp_double);
    m = n % 2 ? tmp[n / 2] : 0.5 * (tmp[n / 2 - 1] + tmp[n / 2]);
    free(tmp);
    return m;
}

/* ------------------------------------------------------------------ options */
/* static inline: not every benchmark takes sizes or lists, and unused inline functions
   draw no warning. */

/* BYTES with an optional K, M or G (binary) and an optional "i" and "B": 16M, 16MiB, 4096. */
static inline int parse_size(const char *s, uint64_t *out)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    int shift = 0;
    if (end == s) return 0;
    if (*end == 'k' || *end == 'K') shift = 10;
    else if (*end == 'm' || *end == 'M') shift = 20;
    else if (*end == 'g' || *end == 'G') shift = 30;
    if (shift) end++;
    if (*end == 'i') end++;
    if (*end == 'B' || *end == 'b') end++;
    if (*end || v > (~0ull >> shift)) return 0;
    *out = (uint64_t)v << shift;
    return 1;
}

/* Comma-separated indices 0..1000 into out[cap]: the count, or -1 when malformed. */
static inline int parse_list(const char *s, int *out, int cap)
{
    int n = 0;
    while (*s) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s || v < 0 || v > 1000 || n >= cap) return -1;
        out[n++] = (int)v;
        s = end;
        if (*s == ',') s++;
        else if (*s) return -1;
    }
    return n;
}

/* ------------------------------------------------------------------ result files */

/* "h200x2" for two CUDA "NVIDIA H200" (words up to the first with a digit, vendor words
   left out, each cut at '-' or '_', then "x" and the count), so that results of machines
   of one kind share a name; the host name when the CUDA devices differ or there are none.
   Every benchmark names its file by this, so one machine's results sit side by side. */
static void machine_name(const dc_context *ctx, char *out, size_t size)
{
    static const char *const drop[] = { "nvidia", "geforce", "tesla", "quadro" };
    dc_device_info in;
    char first[sizeof in.name], lower[sizeof in.name], *tok, *save = lower;
    size_t n = 0;
    int d, cuda = 0, i, count = ctx ? dc_device_count(ctx) : 0;
    first[0] = '\0';
    out[0] = '\0';
    for (d = 0; d < count; d++) {
        if (dc_device_get_info(ctx, d, &in) != DC_SUCCESS || in.backend != DC_BACKEND_CUDA) continue;
        if (cuda && strcmp(first, in.name) != 0) { cuda = 0; break; }
        if (!cuda) snprintf(first, sizeof first, "%s", in.name);
        cuda++;
    }
    if (cuda) {
        for (i = 0; first[i] && i < (int)sizeof lower - 1; i++)
            lower[i] = (char)(first[i] >= 'A' && first[i] <= 'Z' ? first[i] - 'A' + 'a' : first[i]);
        lower[i] = '\0';
        while (save && n + 1 < size) {
            int has_digit = 0, skip = 0;
            char *end;
            tok = save;
            end = strchr(tok, ' ');
            if (end) { *end = '\0'; save = end + 1; } else save = NULL;
            for (i = 0; i < (int)(sizeof drop / sizeof drop[0]); i++) if (!strcmp(tok, drop[i])) skip = 1;
            if (skip || !*tok) continue;
            for (i = 0; tok[i] && tok[i] != '-' && tok[i] != '_'; i++) {
                if (tok[i] >= '0' && tok[i] <= '9') has_digit = 1;
                if (((tok[i] >= 'a' && tok[i] <= 'z') || (tok[i] >= '0' && tok[i] <= '9')) && n + 1 < size)
                    out[n++] = tok[i];
            }
            if (has_digit) break;
        }
        out[n] = '\0';
        if (n) snprintf(out + n, size - n, "x%d", cuda);
    }
    if (!out[0]) host_name(out, size);
    tame(out);
}

/* The day ("YYYY-MM-DD") of the result file at `path` into day[11]: its "date" field as
   json_head writes it, looked for in the file's first 4 KiB; "" where there is none. 0
   when the file cannot be opened (taken as absent). */
static int file_day(const char *path, char day[11])
{
    char buf[4097], *p;
    size_t n;
    FILE *f = fopen(path, "rb");
    day[0] = '\0';
    if (!f) return 0;
    n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    if ((p = strstr(buf, "\"date\"")) != NULL) {
        p += 6;
        while (*p == ' ' || *p == ':' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (*p == '"' && strlen(p + 1) >= 10) {
            memcpy(day, p + 1, 10);
            day[10] = '\0';
        }
    }
    return 1;
}

/* bench/results/BENCHMARK-MACHINE.json, creating the folders (run from the repository
   root, as the Makefile does). `date` is this run's, as json_head writes it
   ("YYYY-MM-DDTHH:MM:SSZ"). A file of that name from another day (or whose day cannot be
   read) is kept: the README cites such files, and a later run used to overwrite them. This
   run then goes to BENCHMARK-MACHINE-YYYY-MM-DD.json (its own day; a file of the same day
   is replaced), and a line says which file and why. tools/plots.py charts only the
   undated names (its machine pattern does not match a dated one). */
static void result_path(char *out, size_t size, const char *benchmark, const char *machine, const char *date)
{
    char day[11];
    make_dir("bench");
    make_dir("bench/results");
    snprintf(out, size, "bench/results/%s-%s.json", benchmark, machine);
    if (!file_day(out, day) || !strncmp(day, date, 10)) return;   /* absent, or of this day */
    printf("# note: %s holds a run of %s, kept; this run's results go to "
           "bench/results/%s-%s-%.10s.json\n", out, day[0] ? day : "an unknown day", benchmark, machine, date);
    snprintf(out, size, "bench/results/%s-%s-%.10s.json", benchmark, machine, date);
}

/* ------------------------------------------------------------------ JSON */

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

/* A number of a result file's sample arrays. Significant digits, not decimals: the samples
   are seconds in bench/dispatch (a 4.8 ms transfer), microseconds in bench/collectives and
   bench/launch, GB/s in bench/bandwidth, and "%.4f" kept only 2 digits of 0.0048 s (1%
   steps), too coarse to recompute a figure from its samples. JSON has no NaN or infinity:
   null. Returns what snprintf returns. */
static int json_number(char *out, size_t size, double v)
{
    if (!isfinite(v)) return snprintf(out, size, "null");
    return snprintf(out, size, "%.7g", v);
}

static void json_array(FILE *f, const double *v, int n)
{
    char num[40];
    int i;
    fputc('[', f);
    for (i = 0; i < n; i++) {
        json_number(num, sizeof num, v[i]);
        fprintf(f, "%s%s", i ? ", " : "", num);
    }
    fputc(']', f);
}

/* What every benchmark checks before it measures anything, so that no figure rests on a
   broken helper: the median of odd and even counts (the input left as it was), and that a
   sample survives json_number to 1e-6 relative. 1 when right; else 0, with the reason on
   stderr after `prog`. */
static int bench_self_check(const char *prog)
{
    static const double values[] = { 0.0048234567, 4.3873, 3252.5823, 390.12345, 1073741824.0, 2.5e-05, 0.067 };
    double odd[3] = { 3, 1, 2 }, even[4] = { 4, 1, 3, 2 }, one[1] = { 5 };
    char num[40], *end;
    size_t i;
    if (median(odd, 3) != 2 || median(even, 4) != 2.5 || median(one, 1) != 5 || odd[0] != 3 || even[0] != 4) {
        fprintf(stderr, "%s: self-check: median gave %g %g %g, expected 2 2.5 5 (input %g %g, expected 3 4)\n", prog,
                median(odd, 3), median(even, 4), median(one, 1), odd[0], even[0]);
        return 0;
    }
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        double back, err;
        json_number(num, sizeof num, values[i]);
        back = strtod(num, &end);
        err = back > values[i] ? back - values[i] : values[i] - back;
        if (*end || err > 1e-6 * values[i]) {
            fprintf(stderr, "%s: self-check: json_number(%.10g) wrote \"%s\", relative error %.2g (at most 1e-6)\n", prog,
                    values[i], num, err / values[i]);
            return 0;
        }
    }
    json_number(num, sizeof num, strtod("nan", NULL));
    if (strcmp(num, "null") != 0) {
        fprintf(stderr, "%s: self-check: json_number(NaN) wrote \"%s\", expected null\n", prog, num);
        return 0;
    }
    return 1;
}

/* The opening of every result file: which benchmark, where, when, which version. Leaves
   the object open after a ",\n". */
static void json_head(FILE *f, const char *benchmark, const char *machine, const char *host, const char *date)
{
    fprintf(f, "{\n  \"benchmark\": ");
    json_string(f, benchmark);
    fprintf(f, ",\n  \"machine\": ");
    json_string(f, machine);
    fprintf(f, ",\n  \"host\": ");
    json_string(f, host);
    fprintf(f, ",\n  \"date\": ");
    json_string(f, date);
    fprintf(f, ",\n  \"dotcompute_version\": \"%d.%d.%d\",\n", DC_VERSION_MAJOR, DC_VERSION_MINOR, DC_VERSION_PATCH);
}

/* "devices": [...] of the context the figures were measured in, then ",\n". */
static void json_devices(FILE *f, const dc_context *ctx)
{
    int d, count = dc_device_count(ctx);
    fprintf(f, "  \"devices\": [\n");
    for (d = 0; d < count; d++) {
        dc_device_info in;
        memset(&in, 0, sizeof in);
        (void)dc_device_get_info(ctx, d, &in);
        fprintf(f, "    {\"index\": %d, \"name\": ", d);
        json_string(f, in.name);
        fprintf(f, ", \"backend\": \"%s\", \"platform\": ", backend_name(in.backend));
        json_string(f, in.platform);
        fprintf(f, ", \"driver\": ");
        json_string(f, in.driver_version);
        fprintf(f, ", \"pci_bus_id\": ");
        json_string(f, in.pci_bus_id);
        fprintf(f, ", \"compute_units\": %d, \"total_memory\": %llu}%s\n", in.compute_units,
                (unsigned long long)in.total_memory, d + 1 < count ? "," : "");
    }
    fprintf(f, "  ],\n");
}

#endif /* DC_BENCH_COMMON_H */
