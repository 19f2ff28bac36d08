/* harness.c - registry, checks and main() of the test binaries. See harness.h. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <ctype.h>
#include <signal.h>
#include <pthread.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct th_test { const char *name; th_fn fn; const char *file; int line; } th_test;

#define TH_MAX_TESTS 512
#define TH_MAX_CTX 16

static th_test th_tests[TH_MAX_TESTS];
static int th_test_count;
static const char *th_current;
static int th_cur_failed, th_cur_skipped;
static char th_skip_reason[512];
static dc_context *th_ctxs[TH_MAX_CTX];
static int th_ctx_count;
static pthread_mutex_t th_lock = PTHREAD_MUTEX_INITIALIZER;

void th_register(const char *name, th_fn fn, const char *file, int line)
{
    if (th_test_count == TH_MAX_TESTS) {
        fprintf(stderr, "harness: more than %d tests\n", TH_MAX_TESTS);
        abort();
    }
    th_tests[th_test_count].name = name;
    th_tests[th_test_count].fn = fn;
    th_tests[th_test_count].file = file;
    th_tests[th_test_count].line = line;
    th_test_count++;
}

static void th_vreport(const char *file, int line, const char *fmt, va_list ap)
{
    const char *le = dc_last_error();
    pthread_mutex_lock(&th_lock);
    printf("  %s:%d: %s: ", file, line, th_current ? th_current : "?");
    vprintf(fmt, ap);
    printf("\n    dc_last_error(): \"%s\"\n", le ? le : "(NULL)");
    fflush(stdout);
    th_cur_failed = 1;
    pthread_mutex_unlock(&th_lock);
}

void th_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    th_vreport(file, line, fmt, ap);
    va_end(ap);
}

void th_note(const char *fmt, ...)
{
    va_list ap;
    pthread_mutex_lock(&th_lock);
    printf("  note: ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    pthread_mutex_unlock(&th_lock);
}

void th_skip(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(th_skip_reason, sizeof th_skip_reason, fmt, ap);
    va_end(ap);
    th_cur_skipped = 1;
}

int th_failed(void)
{
    int f;
    pthread_mutex_lock(&th_lock);
    f = th_cur_failed;
    pthread_mutex_unlock(&th_lock);
    return f;
}

/* "dc_buffer_write_async(ctx, ...)" -> "dc_buffer_write"; "" when expr is no dc_ call. */
static void th_called_function(const char *expr, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = 0;
    while (*expr == ' ' || *expr == '(') expr++;
    if (strncmp(expr, "dc_", 3) != 0) return;
    while ((isalnum((unsigned char)expr[n]) || expr[n] == '_') && n + 1 < cap) n++;
    if (expr[n] != '(' && expr[n] != ' ') return;
    memcpy(out, expr, n);
    out[n] = 0;
    if (n > 6 && strcmp(out + n - 6, "_async") == 0) out[n - 6] = 0;
}

static int th_check_message(const char *file, int line, const char *expr, const char *name)
{
    const char *le = dc_last_error();
    char fn[128];
    if (le == NULL || le[0] == 0) {
        th_fail(file, line, "%s failed but dc_last_error() is empty", expr);
        return 0;
    }
    if (name) snprintf(fn, sizeof fn, "%s", name);
    else th_called_function(expr, fn, sizeof fn);
    if (fn[0] && strstr(le, fn) == NULL) {
        th_fail(file, line, "%s: dc_last_error() does not name the function called (%s)",
                expr, fn);
        return 0;
    }
    return 1;
}

int th_check_rc(const char *file, int line, const char *expr, dc_result got, dc_result want)
{
    if (got != want) {
        th_fail(file, line, "%s returned %s (%d), expected %s", expr, dc_result_name(got),
                (int)got, dc_result_name(want));
        return 0;
    }
    if (want != DC_SUCCESS) return th_check_message(file, line, expr, NULL);
    return 1;
}

int th_check_rc_fn(const char *file, int line, const char *expr, dc_result got, dc_result want,
                   const char *fn)
{
    if (got != want) {
        th_fail(file, line, "%s returned %s (%d), expected %s", expr, dc_result_name(got),
                (int)got, dc_result_name(want));
        return 0;
    }
    if (want != DC_SUCCESS) return th_check_message(file, line, expr, fn);
    return 1;
}

int th_check_fails(const char *file, int line, const char *expr, dc_result got)
{
    if (got == DC_SUCCESS) {
        th_fail(file, line, "%s returned DC_SUCCESS, expected a failure", expr);
        return 0;
    }
    return th_check_message(file, line, expr, NULL);
}

int th_check_eq(const char *file, int line, const char *a_expr, const char *b_expr,
                long long a, long long b)
{
    if (a != b) {
        th_fail(file, line, "CHECK_EQ(%s, %s): %lld != %lld", a_expr, b_expr, a, b);
        return 0;
    }
    return 1;
}

dc_result th_ctx_try(const dc_context_desc *desc, dc_context **out)
{
    dc_result r = dc_context_create(desc, out);
    if (r == DC_SUCCESS) {
        if (th_ctx_count == TH_MAX_CTX) {
            fprintf(stderr, "harness: too many contexts in one test\n");
            abort();
        }
        th_ctxs[th_ctx_count++] = *out;
    }
    return r;
}

dc_context *th_ctx(const dc_context_desc *desc)
{
    dc_context *ctx = NULL;
    dc_result r = th_ctx_try(desc, &ctx);
    if (r != DC_SUCCESS) {
        th_fail(__FILE__, __LINE__, "dc_context_create returned %s", dc_result_name(r));
        return NULL;
    }
    return ctx;
}

void th_ctx_forget(dc_context *ctx)
{
    int i;
    for (i = 0; i < th_ctx_count; i++) {
        if (th_ctxs[i] == ctx) {
            th_ctxs[i] = th_ctxs[--th_ctx_count];
            return;
        }
    }
}

uint64_t th_rand(uint64_t *s)
{
    uint64_t x = *s ? *s : 0x9E3779B97F4A7C15ull;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

void th_fill_random(void *p, size_t n, uint64_t seed)
{
    unsigned char *b = (unsigned char *)p;
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    size_t i;
    for (i = 0; i < n; i++) b[i] = (unsigned char)(th_rand(&s) >> 56);
}

int th_has_backend(dc_context *ctx, unsigned backend)
{
    int i, n = 0;
    for (i = 0; i < dc_device_count(ctx); i++) {
        dc_device_info info;
        if (dc_device_get_info(ctx, i, &info) == DC_SUCCESS && info.backend == backend) n++;
    }
    return n;
}

int th_require_cuda(void)
{
    const char *e = getenv("DC_TEST_REQUIRE_CUDA");
    return e && e[0] && strcmp(e, "0") != 0;
}

const char *th_stristr(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] &&
               tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i])) i++;
        if (i == n) return hay;
    }
    return n == 0 ? hay : NULL;
}

int th_mentions_arg(const char *msg, int idx)
{
    const char *p = msg;
    while ((p = th_stristr(p, "arg")) != NULL) {
        const char *q = p + 3;
        int skipped = 0;
        while (isalpha((unsigned char)*q)) q++;              /* "ument", "s" */
        while (*q && !isdigit((unsigned char)*q) && skipped < 12 && *q != '.' && *q != ',') {
            q++;
            skipped++;                                       /* " ", "[", " #", " index " */
        }
        if (isdigit((unsigned char)*q) && strtol(q, NULL, 10) == idx) return 1;
        p += 3;
    }
    return 0;
}

static int th_cmp(const void *a, const void *b)
{
    const th_test *x = (const th_test *)a, *y = (const th_test *)b;
    int c = strcmp(x->file, y->file);
    return c ? c : x->line - y->line;
}

double th_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int th_selected(const char *name, int argc, char **argv, int first, int exact)
{
    int i, any = 0;
    for (i = first; i < argc; i++) {
        if (argv[i][0] == '-') continue;
        any = 1;
        if (exact ? strcmp(name, argv[i]) == 0 : strstr(name, argv[i]) != NULL) return 1;
    }
    return !any;
}

static int th_list_devices(void)
{
    dc_context *ctx;
    int i, n;
    dc_result r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) {
        printf("no context: %s: %s\n", dc_result_name(r), dc_last_error());
        return 1;
    }
    n = dc_device_count(ctx);
    printf("%d devices\n", n);
    for (i = 0; i < n; i++) {
        dc_device_info info;
        if (dc_device_get_info(ctx, i, &info) == DC_SUCCESS)
            printf("  %d: %s %s (%s)\n", i, info.backend == DC_BACKEND_CUDA ? "CUDA" : "OpenCL",
                   info.name, info.platform);
    }
    dc_context_destroy(ctx);
    return n > 0 ? 0 : 1;
}

static char th_self[4096];

int th_spawn(const char *test_name, const char *const *env)
{
    pid_t pid;
    int status = 0;
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        char *args[4];
        int i;
        for (i = 0; env && env[i]; i += 2) setenv(env[i], env[i + 1], 1);
        setenv("DC_TEST_CHILD", "1", 1);
        args[0] = th_self;
        args[1] = (char *)"--child";
        args[2] = (char *)test_name;
        args[3] = NULL;
        execv(th_self, args);
        _exit(127);
    }
    if (waitpid(pid, &status, 0) < 0) return -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* Runs test i in this process. Returns 0 passed, 1 failed, 2 skipped; prints the result. */
static int th_run_here(int i)
{
    double t0 = th_now();
    int c;
    th_current = th_tests[i].name;
    th_cur_failed = th_cur_skipped = 0;
    th_skip_reason[0] = 0;
    th_tests[i].fn();
    for (c = th_ctx_count - 1; c >= 0; c--) dc_context_destroy(th_ctxs[c]);
    th_ctx_count = 0;
    if (th_cur_failed) {
        printf("FAIL %s (%.2fs)\n", th_current, th_now() - t0);
        return 1;
    }
    if (th_cur_skipped) {
        printf("skip %s: %s\n", th_current, th_skip_reason);
        return 2;
    }
    printf("ok   %s (%.2fs)\n", th_current, th_now() - t0);
    return 0;
}

/* A hung child's threads, for the log: gdb's backtraces where gdb is installed (a hang
   that shows up once in a few full runs is otherwise a guess). */
static void th_dump_stacks(pid_t pid)
{
    char cmd[256];
    if (system("command -v gdb >/dev/null 2>&1") != 0) {
        printf("harness: (install gdb to see the hung test's threads here)\n");
        return;
    }
    printf("harness: the hung test's threads (gdb):\n");
    fflush(stdout);
    snprintf(cmd, sizeof cmd, "timeout 60 gdb -batch -nx -p %ld -ex 'thread apply all bt 30' 2>&1 | grep -E '^(Thread|#)'", (long)pid);
    if (system(cmd) != 0) printf("harness: gdb could not attach (ptrace not allowed?)\n");
    fflush(stdout);
}

/* Runs test i in a child process, so that a crash, a hang or a sanitizer report at exit
   (LeakSanitizer runs when the child exits) is pinned on this test alone and the other
   tests still run. The parent never touches the library, so fork is safe. The parent
   keeps the time: a child past its limit has its threads printed, then is killed. */
static int th_run_forked(int i, unsigned timeout_s)
{
    int status = 0;
    pid_t pid, got;
    double deadline;
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0) {
        printf("harness: fork failed; running %s in-process\n", th_tests[i].name);
        return th_run_here(i);
    }
    if (pid == 0) {
        int r;
        alarm(timeout_s + 120);   /* a backstop only: the parent kills it first */
        r = th_run_here(i);
        fflush(stdout);
        exit(r);   /* exit, not _exit: LeakSanitizer checks this test's leaks here */
    }
    deadline = th_now() + timeout_s;
    while ((got = waitpid(pid, &status, WNOHANG)) == 0 && th_now() < deadline) {
        struct timespec ts = { 0, 20 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
    if (got == 0) {
        th_dump_stacks(pid);
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        printf("FAIL %s: timed out after %us (a hang; DC_TEST_TIMEOUT_TEST sets the limit)\n",
               th_tests[i].name, timeout_s);
        return 1;
    }
    if (got < 0) {
        printf("harness: waitpid failed\n");
        return 1;
    }
    if (WIFEXITED(status)) {
        int code = WEXITSTATUS(status);
        if (code <= 2) return code;
        printf("FAIL %s: exit status %d after the test (a sanitizer report above?)\n",
               th_tests[i].name, code);
        return 1;
    }
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
        printf("FAIL %s: timed out after %us (a hang; DC_TEST_TIMEOUT_TEST sets the limit)\n",
               th_tests[i].name, timeout_s);
        return 1;
    }
    printf("FAIL %s: crashed with signal %d\n", th_tests[i].name,
           WIFSIGNALED(status) ? WTERMSIG(status) : -1);
    return 1;
}

int main(int argc, char **argv)
{
    int i, passed = 0, failed = 0, skipped = 0, first = 1, exact = 0, child = 0, fork_mode = 1;
    unsigned timeout_s = 120;
    const char *e;
    ssize_t len;

    len = readlink("/proc/self/exe", th_self, sizeof th_self - 1);
    if (len > 0) th_self[len] = 0;
    else snprintf(th_self, sizeof th_self, "%s", argv[0]);
    if ((e = getenv("DC_TEST_TIMEOUT_TEST")) != NULL && atoi(e) > 0) timeout_s = (unsigned)atoi(e);

    qsort(th_tests, (size_t)th_test_count, sizeof th_tests[0], th_cmp);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-l") == 0) {
            int t;
            for (t = 0; t < th_test_count; t++) printf("%s\n", th_tests[t].name);
            return 0;
        }
        if (strcmp(argv[i], "--devices") == 0) return th_list_devices();
        if (strcmp(argv[i], "--no-fork") == 0) fork_mode = 0;
        if (strcmp(argv[i], "--child") == 0) {
            first = i + 1;
            exact = 1;
            child = 1;
            fork_mode = 0;
        }
    }
    setvbuf(stdout, NULL, _IOLBF, 0);

    for (i = 0; i < th_test_count; i++) {
        int r;
        if (!th_selected(th_tests[i].name, argc, argv, first, exact)) continue;
        if (!child) printf("test %-44s ...\n", th_tests[i].name);
        r = fork_mode ? th_run_forked(i, timeout_s) : th_run_here(i);
        if (r == 0) passed++;
        else if (r == 2) skipped++;
        else failed++;
        fflush(stdout);
    }
    th_current = NULL;
    if (child) return failed ? 1 : skipped ? 2 : 0;
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    fflush(stdout);
    return failed ? 1 : 0;
}
