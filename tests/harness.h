/* harness.h - the tests' own tiny test harness (no dependencies besides dotcompute.h).

   TEST(name) { ... }        defines and registers a test (constructor attribute: gcc, clang)
   CHECK(cond)               records a failure with file:line and dc_last_error(), goes on
   CHECK_EQ(a, b)            integers; prints both values
   CHECK_OK(expr)            expr must return DC_SUCCESS
   CHECK_ERR(expr, code)     expr must return `code` (a failure), dc_last_error() must be
                             non-empty and name the function that was called
   CHECK_FAILS(expr)         any failure code (where the contract names none), message set
   CHECK_ERR_FN(expr, code, "dc_fn")  CHECK_ERR for a wrapper; the message must name dc_fn
   REQUIRE(cond), REQUIRE_OK(expr)   like CHECK/CHECK_OK but end the test on failure
   SKIP("reason %d", ...)    ends the test as skipped (a test that already failed stays failed)

   th_ctx(desc) creates a context that the harness destroys after the test (and REQUIREs
   success). The binary's last line is exactly "N passed, N failed, N skipped"; the exit
   status is 1 when any test failed. Each test runs in a child process (POSIX: fork;
   Windows: the binary started again with "--child NAME") so that a crash, a hang
   (DC_TEST_TIMEOUT_TEST seconds, default 120) or a LeakSanitizer report is pinned on that
   test and the others still run; "--no-fork" runs them in-process (gdb).
   Arguments: test names (substring match) to run only those; "-l" lists; "--devices"
   prints the device list of a default context and exits.
   Environment: DC_TEST_REQUIRE_CUDA=1 turns "no CUDA device" skips into failures (GPU
   machines), DC_TEST_VERBOSE=1 prints passing checks' test names as they finish,
   DC_TEST_RETRY=1 runs a test that failed (not one that timed out) once more and counts
   the second result, naming it before the last line ("passed on a retry: ..."): for Wine
   on the CI machine only (tools/windows_test.sh), where starting a process or loading
   OpenCL.dll into it now and then fails on Wine's side. */
#ifndef DC_TEST_HARNESS_H
#define DC_TEST_HARNESS_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dotcompute.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*th_fn)(void);

/* mingw-w64 checks formats as msvcrt's printf (no %zu) unless built with
   -D__USE_MINGW_ANSI_STDIO=1 (as the Makefile does), which makes printf its own. */
#if defined(__MINGW32__) && defined(__MINGW_PRINTF_FORMAT)
#  define TH_PRINTF(f, a) __attribute__((format(__MINGW_PRINTF_FORMAT, f, a)))
#elif defined(__GNUC__)
#  define TH_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#  define TH_PRINTF(f, a)
#endif

void th_register(const char *name, th_fn fn, const char *file, int line);
void th_fail(const char *file, int line, const char *fmt, ...) TH_PRINTF(3, 4);
void th_skip(const char *fmt, ...) TH_PRINTF(1, 2);
int  th_failed(void);      /* has the current test failed so far */
void th_note(const char *fmt, ...) TH_PRINTF(1, 2);
int th_check_rc(const char *file, int line, const char *expr, dc_result got, dc_result want);
int th_check_fails(const char *file, int line, const char *expr, dc_result got);
int th_check_rc_fn(const char *file, int line, const char *expr, dc_result got, dc_result want,
                   const char *fn);
int th_check_eq(const char *file, int line, const char *a_expr, const char *b_expr,
                long long a, long long b);

/* Seconds on a monotonic clock. */
double th_now(void);
void th_sleep_us(unsigned us);   /* Windows: whole milliseconds, 0 gives up the time slice */

/* What differs between POSIX and Windows, in one place (harness.c). */
int th_setenv(const char *name, const char *value);   /* value NULL: unset; 0 on success */
int th_cpu_count(void);                                /* the host's logical CPUs */
/* dir/name in the system's folder for temporary files ($TMPDIR or /tmp; Windows:
   GetTempPath); 0 when it does not fit. */
int th_temp_path(char *out, size_t cap, const char *name);
/* A new empty folder there, named prefix + random letters, in out; 0 on failure. */
int th_temp_dir(char *out, size_t cap, const char *prefix);
int th_remove_dir(const char *path);                   /* an empty folder; 0 on success */
FILE *th_fopen(const char *path, const char *mode);    /* fopen of a UTF-8 path (Windows too) */
int th_remove(const char *path);                       /* remove() of a UTF-8 path; 0 on success */
int th_copy_file(const char *from, const char *to);    /* UTF-8 paths; 1 on success */
int th_cwd(char *out, size_t cap);                     /* the current folder, absolute; 0 on failure */
int th_chdir(const char *path);                        /* makes path the current folder; 0 on success */
#ifdef _WIN32
#  define TH_SEP "\\"
#else
#  define TH_SEP "/"
#endif

/* Contexts destroyed by the harness after the current test. */
dc_context *th_ctx(const dc_context_desc *desc);
/* The same, but returns the result instead of failing (out is set on success). */
dc_result th_ctx_try(const dc_context_desc *desc, dc_context **out);
void th_ctx_forget(dc_context *ctx);   /* the test destroys it itself */

/* Runs this binary again with only the test `name` (exact), after setting the given
   environment variables (name, value, name, value, ..., NULL) and DC_TEST_CHILD=1.
   Returns the child's status as th_proc_wait gives it, -1 when it could not start. */
int th_spawn(const char *name, const char *const *env);
/* The same with the binary `exe` (UTF-8; a copy of this one, made by th_copy_file from
   th_self_path(), the path of this binary, UTF-8). */
int th_spawn_exe(const char *exe, const char *name, const char *const *env);
const char *th_self_path(void);

/* A process running this binary's test `name` ("--child NAME"), with the environment
   variables `env` (name, value, ..., NULL) set for it; its output goes to ours.
   th_proc_start: 1 on success. th_proc_wait: waits up to wait_ms; 1 once it ended, with
   *status 0 passed, 1 failed, 2 skipped, 128 + N killed by signal N (POSIX), negative:
   the exception that ended it (Windows, e.g. 0xC0000005), anything else the exit code;
   0 while it runs; -1 on error. th_proc_kill ends it and waits for it. Either of the
   last two ends the handle. */
typedef intptr_t th_proc;
int  th_proc_start(const char *name, const char *const *env, th_proc *out);
int  th_proc_wait(th_proc p, unsigned wait_ms, int *status);
void th_proc_kill(th_proc p);

/* Small utilities shared by the test files. */
uint64_t th_rand(uint64_t *state);                  /* xorshift64* */
void th_fill_random(void *p, size_t n, uint64_t seed);
int  th_has_backend(dc_context *ctx, unsigned backend); /* number of devices of that backend */
int  th_require_cuda(void);                          /* DC_TEST_REQUIRE_CUDA set */
/* 1 in a build under AddressSanitizer or ThreadSanitizer (gcc's macros, clang's feature
   tests), else 0. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define TH_SANITIZED 1
#elif defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define TH_SANITIZED 1
#  endif
#endif
#ifndef TH_SANITIZED
#  define TH_SANITIZED 0
#endif

/* The count for a loop that makes a test slow where everything runs 5 to 20 times slower:
   `full` in a plain build (make test, the GPU machines), full / 4 (at least 1) in a build
   under ASan or TSan and where DC_TEST_QUICK=1 (the Windows suite under Wine). The loops
   it samples look for growth or mismatches that the plain build's full count finds too;
   DC_TEST_QUICK=0 gives the full count everywhere. */
int  th_iterations(int full);
/* Finds `needle` ignoring case. */
const char *th_stristr(const char *hay, const char *needle);
/* Does msg mention argument number idx ("arg 2", "args[2]", "argument #2", ...)? */
int th_mentions_arg(const char *msg, int idx);

#define TH_CAT_(a, b) a##b
#define TH_CAT(a, b) TH_CAT_(a, b)

#define TEST(name)                                                                   \
    static void name(void);                                                          \
    __attribute__((constructor)) static void TH_CAT(th_reg_, name)(void)             \
    { th_register(#name, name, __FILE__, __LINE__); }                                \
    static void name(void)

/* Empties the calling thread's dc_last_error() (tests/dc_impl.c). */
void th_error_reset(void);
/* The checks of a failure call this before the checked expression runs, so that the text
   they judge is its own: the library leaves the text of an earlier failure in place, and
   a call that failed without a word would otherwise pass on it. An expression without a
   call (a stored result: CHECK_ERR(r, ...)) keeps the text of the call that returned it. */
void th_error_reset_before(const char *expr);

#define CHECK(cond)                                                                  \
    do { if (!(cond)) th_fail(__FILE__, __LINE__, "CHECK(%s)", #cond); } while (0)
#define REQUIRE(cond)                                                                \
    do { if (!(cond)) { th_fail(__FILE__, __LINE__, "REQUIRE(%s)", #cond); return; } } while (0)
#define CHECK_EQ(a, b)                                                               \
    th_check_eq(__FILE__, __LINE__, #a, #b, (long long)(a), (long long)(b))
#define CHECK_OK(expr)                                                               \
    th_check_rc(__FILE__, __LINE__, #expr, (expr), DC_SUCCESS)
#define REQUIRE_OK(expr)                                                             \
    do { if (!th_check_rc(__FILE__, __LINE__, #expr, (expr), DC_SUCCESS)) return; } while (0)
#define CHECK_ERR(expr, code)                                                        \
    th_check_rc(__FILE__, __LINE__, #expr, (th_error_reset_before(#expr), (expr)), (code))
#define CHECK_FAILS(expr)                                                            \
    th_check_fails(__FILE__, __LINE__, #expr, (th_error_reset_before(#expr), (expr)))
/* CHECK_ERR for a wrapper around the library call: the message must name `fn`. */
#define CHECK_ERR_FN(expr, code, fn)                                                 \
    th_check_rc_fn(__FILE__, __LINE__, #expr, (th_error_reset_before(#expr), (expr)), (code), (fn))
#define SKIP(...)                                                                    \
    do { th_skip(__VA_ARGS__); return; } while (0)
#define FAIL(...)                                                                    \
    th_fail(__FILE__, __LINE__, __VA_ARGS__)

#ifdef __cplusplus
}
#endif
#endif /* DC_TEST_HARNESS_H */
