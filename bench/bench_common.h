/* bench_common.h - what the benchmarks share: a monotonic clock, run-time symbol lookup for
   the raw driver reference, medians and file-name helpers. Include after dotcompute.h,
   with _POSIX_C_SOURCE defined before anything (clock_gettime under -std=c99). */
#ifndef DC_BENCH_COMMON_H
#define DC_BENCH_COMMON_H

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

#endif /* DC_BENCH_COMMON_H */
