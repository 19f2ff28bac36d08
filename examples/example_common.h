/* example_common.h - the boilerplate the examples share, so that each example's main()
   shows its own library calls and little else:

     find_kernels          kernels/BASE (.ptx or .cl) from the current folder (the
                           repository root), else beside the executable (its folder's
                           kernels/, then its parent's), or a message
     parse_number          a whole-number argument within limits, or a message
     report_error          "NAME: WHAT failed: RESULT" and dc_last_error() on stderr
     report_context_error  the same for dc_context_create, worded "no compute device
                           found" when there is no driver or no device

   An example includes it after dotcompute.h, with its name (a string literal, used in
   the messages) defined first:

       #define NAME "scatter_gather"
       #include "example_common.h"

   A quoted #include looks in the including file's folder first, so the examples' one-line
   build, cc -std=c99 -O2 -I. examples/X.c -o X -ldl -lpthread, finds it as it is. The
   functions are static inline only so that an example that uses some of them gets no
   unused-function warning. */
#ifndef EXAMPLE_COMMON_H
#define EXAMPLE_COMMON_H

#include "dotcompute.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NAME
#error "define NAME, the example's name as a string literal, before including example_common.h"
#endif

/* 1 when BASE.ptx or BASE.cl exists (dc_module_load_file reads whichever are there). */
static inline int kernels_exist(const char *base)
{
    char path[1100];
    FILE *f = NULL;
    if ((size_t)snprintf(path, sizeof path, "%s.ptx", base) < sizeof path) f = fopen(path, "rb");
    if (!f && (size_t)snprintf(path, sizeof path, "%s.cl", base) < sizeof path) f = fopen(path, "rb");
    if (!f) return 0;
    fclose(f);
    return 1;
}

/* kernels/BASE from the current folder (the repository root), else beside the executable:
   kernels/ in its folder (built by the one-line command in the repository root), then in
   the folder above (make's build/X -> build/../kernels), so that either runs from any
   folder. Written to buf and returned; NULL after a message when none has BASE.ptx or
   BASE.cl. argv[0] is good enough here: the examples are run by path (a bare name found
   through PATH has no folder, and only the current folder is tried). */
static inline const char *find_kernels(const char *argv0, const char *base, char *buf, size_t size)
{
    static const char *const beside[2] = { "kernels", "../kernels" };
    const char *slash = argv0 ? strrchr(argv0, '/') : NULL;
    int i;
#ifdef _WIN32
    const char *bslash = argv0 ? strrchr(argv0, '\\') : NULL;
    if (bslash && (!slash || bslash > slash)) slash = bslash;
#endif
    if ((size_t)snprintf(buf, size, "kernels/%s", base) < size && kernels_exist(buf)) return buf;
    for (i = 0; slash && i < 2; i++)
        if ((size_t)snprintf(buf, size, "%.*s/%s/%s", (int)(slash - argv0), argv0, beside[i], base) < size &&
            kernels_exist(buf))
            return buf;
    fprintf(stderr, NAME ": kernels/%s.ptx or .cl is neither in the current folder nor in the "
                    "executable's folder or the one above it; run from the repository root\n", base);
    return NULL;
}

/* ARG as a whole number from LO to HI in *value: 1, or 0 after a message that calls the
   argument WHAT. */
static inline int parse_number(const char *arg, const char *what, unsigned long long lo,
                               unsigned long long hi, unsigned long long *value)
{
    char *end;
    /* a digit first: strtoull alone takes "" as 0 and skips blanks and signs */
    *value = strtoull(arg, &end, 10);
    if (arg[0] >= '0' && arg[0] <= '9' && *end == '\0' && *value >= lo && *value <= hi) return 1;
    fprintf(stderr, NAME ": %s must be a number from %llu to %llu, not '%s'\n", what, lo, hi, arg);
    return 0;
}

static inline void report_error(const char *what, dc_result r)
{
    fprintf(stderr, NAME ": %s failed: %s\n  %s\n", what, dc_result_name(r), dc_last_error());
}

/* dc_context_create's failure; no driver or no device is a plain "none found". */
static inline void report_context_error(dc_result r)
{
    if (r == DC_ERROR_NO_DRIVER || r == DC_ERROR_NO_DEVICE)
        fprintf(stderr, NAME ": no compute device found (%s)\n  %s\n", dc_result_name(r), dc_last_error());
    else
        report_error("dc_context_create", r);
}

#endif /* EXAMPLE_COMMON_H */
