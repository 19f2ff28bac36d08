/* harness.c - registry, checks and main() of the test binaries. See harness.h. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <ctype.h>
#include <pthread.h>   /* Windows: mingw-w64's winpthreads, linked statically */
#include <time.h>
#ifdef _WIN32
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>
#  include <direct.h>
#  include <fcntl.h>
#  include <io.h>
#else
#  include <signal.h>
#  include <sys/stat.h>
#  include <sys/types.h>
#  include <sys/wait.h>
#  include <unistd.h>
#endif

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

void th_error_reset_before(const char *expr)
{
    if (strchr(expr, '(')) th_error_reset();
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

/* ------------------------------------------------------------ POSIX and Windows */

#ifdef _WIN32
double th_now(void)
{
    LARGE_INTEGER f, t;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)f.QuadPart;
}
/* Sleep counts whole milliseconds: the rest is waited out (the flag model's random delays
   of under 200 us were plain yields) */
void th_sleep_us(unsigned us)
{
    double until = th_now() + us * 1e-6;
    if (us >= 1000) Sleep(us / 1000);
    while (th_now() < until) Sleep(0);
}
int th_setenv(const char *name, const char *value) { return _putenv_s(name, value ? value : "") == 0 ? 0 : -1; }
int th_cpu_count(void)
{
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    return (int)si.dwNumberOfProcessors;
}
static int th_temp_base(char *out, size_t cap)
{
    DWORD n = GetTempPathA((DWORD)cap, out);   /* ends in a backslash */
    if (n == 0 || n >= cap) return 0;
    if (out[n - 1] == '\\' || out[n - 1] == '/') out[n - 1] = 0;
    return 1;
}
/* Paths are UTF-8, as the library takes them (its "Paths" rule): the wide functions, as
   the library uses; ASCII names read the same either way. */
static int th_wide(const char *path, wchar_t *out, int cap)
{
    return MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, out, cap) > 0;
}
static int th_make_dir(const char *path)
{
    wchar_t w[1024];
    return th_wide(path, w, 1024) && _wmkdir(w) == 0;
}
int th_remove_dir(const char *path)
{
    wchar_t w[1024];
    return th_wide(path, w, 1024) ? _wrmdir(w) : -1;
}
FILE *th_fopen(const char *path, const char *mode)
{
    wchar_t w[1024], m[8];
    int i;
    for (i = 0; mode[i] && i < 7; i++) m[i] = (wchar_t)mode[i];
    m[i] = 0;
    return th_wide(path, w, 1024) ? _wfopen(w, m) : NULL;
}
int th_remove(const char *path)
{
    wchar_t w[1024];
    return th_wide(path, w, 1024) ? _wremove(w) : -1;
}
int th_cwd(char *out, size_t cap) { return _getcwd(out, (int)cap) != NULL; }
int th_chdir(const char *path) { return _chdir(path); }
#else
double th_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
void th_sleep_us(unsigned us)
{
    struct timespec ts;
    ts.tv_sec = us / 1000000;
    ts.tv_nsec = (long)(us % 1000000) * 1000L;
    nanosleep(&ts, NULL);
}
int th_setenv(const char *name, const char *value) { return value ? setenv(name, value, 1) : unsetenv(name); }
int th_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}
static int th_temp_base(char *out, size_t cap)
{
    const char *t = getenv("TMPDIR");
    int n = snprintf(out, cap, "%s", t && t[0] ? t : "/tmp");
    return n > 0 && (size_t)n < cap;
}
static int th_make_dir(const char *path) { return mkdir(path, 0700) == 0; }
int th_remove_dir(const char *path) { return rmdir(path); }
FILE *th_fopen(const char *path, const char *mode) { return fopen(path, mode); }
int th_remove(const char *path) { return remove(path); }
int th_cwd(char *out, size_t cap) { return getcwd(out, cap) != NULL; }
int th_chdir(const char *path) { return chdir(path); }
#endif

int th_temp_path(char *out, size_t cap, const char *name)
{
    char base[1024];
    int n;
    if (!th_temp_base(base, sizeof base)) return 0;
    n = snprintf(out, cap, "%s/%s", base, name);
    return n > 0 && (size_t)n < cap;
}

int th_temp_dir(char *out, size_t cap, const char *prefix)
{
    static uint64_t seed;
    int attempt;
    if (!seed) seed = (uint64_t)(th_now() * 1e9) ^ (uint64_t)(uintptr_t)&attempt;
    for (attempt = 0; attempt < 100; attempt++) {
        char name[256];
        uint64_t r = th_rand(&seed);
        int i, n = snprintf(name, sizeof name, "%s", prefix);
        for (i = 0; i < 8 && n + i < (int)sizeof name - 1; i++) name[n + i] = (char)('a' + (r >> (i * 5)) % 26);
        name[n + i] = 0;
        if (!th_temp_path(out, cap, name)) return 0;
        if (th_make_dir(out)) return 1;
    }
    return 0;
}

int th_copy_file(const char *from, const char *to)
{
    char buf[65536];
    size_t n;
    int ok = 1;
    FILE *in = th_fopen(from, "rb"), *out = in ? th_fopen(to, "wb") : NULL;
    if (!out) {
        if (in) fclose(in);
        return 0;
    }
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) ok &= fwrite(buf, 1, n, out) == n;
    ok &= !ferror(in);
    fclose(in);
    return fclose(out) == 0 && ok;
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

/* ------------------------------------------------------------ child processes */

#ifdef _WIN32
/* The binary `exe` (UTF-8) with "--child NAME", its output into ours, with the
   environment variables `env` (name, value, ..., NULL) set for it: set here while it
   starts (it inherits them), then put back. Started by the wide function: a copy in a
   folder whose name the ANSI code page cannot write starts too. */
static int th_proc_start_exe(const char *exe, const char *test_name, const char *const *env, th_proc *out)
{
    char cmd[8192], *saved[32];
    wchar_t wexe[4096], wcmd[8192];
    STARTUPINFOW si;
    PROCESS_INFORMATION pi;
    int i, ok, n = snprintf(cmd, sizeof cmd, "\"%s\" --child %s", exe, test_name);
    if (n <= 0 || (size_t)n >= sizeof cmd || !th_wide(exe, wexe, 4096) || !th_wide(cmd, wcmd, 8192)) return 0;
    for (i = 0; env && env[i] && i / 2 < 32; i += 2) {
        const char *old = getenv(env[i]);
        saved[i / 2] = old ? _strdup(old) : NULL;
        th_setenv(env[i], env[i + 1]);
    }
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
    si.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    ok = CreateProcessW(wexe, wcmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi) != 0;
    for (i = 0; env && env[i] && i / 2 < 32; i += 2) {
        th_setenv(env[i], saved[i / 2]);
        free(saved[i / 2]);
    }
    if (!ok) return 0;
    CloseHandle(pi.hThread);
    *out = (th_proc)pi.hProcess;
    return 1;
}
int th_proc_wait(th_proc p, unsigned wait_ms, int *status)
{
    HANDLE h = (HANDLE)p;
    DWORD code = 0, w = WaitForSingleObject(h, wait_ms);
    if (w == WAIT_TIMEOUT) return 0;
    if (w != WAIT_OBJECT_0 || !GetExitCodeProcess(h, &code)) return -1;
    *status = (int)code;   /* an exception's code (0xC0000005 ...) is negative here */
    CloseHandle(h);
    return 1;
}
void th_proc_kill(th_proc p)
{
    HANDLE h = (HANDLE)p;
    TerminateProcess(h, 255);
    WaitForSingleObject(h, INFINITE);
    CloseHandle(h);
}
static void th_dump_stacks(th_proc p) { (void)p; }
#define TH_ALARM_STATUS (-1)   /* no alarm() */
/* UTF-8, as the paths of th_fopen and th_proc_start_exe */
static int th_find_self(const char *argv0)
{
    wchar_t w[4096];
    DWORD n = GetModuleFileNameW(NULL, w, 4096);
    if (n == 0 || n >= 4096 || WideCharToMultiByte(CP_UTF8, 0, w, -1, th_self, (int)sizeof th_self, NULL, NULL) == 0)
        snprintf(th_self, sizeof th_self, "%s", argv0);
    return 1;
}
#else
/* The binary `exe` with "--child NAME", with the environment variables `env` (name,
   value, ..., NULL) set for it. */
static int th_proc_start_exe(const char *exe, const char *test_name, const char *const *env, th_proc *out)
{
    pid_t pid = fork();
    if (pid < 0) return 0;
    if (pid == 0) {
        char *args[4];
        int i;
        for (i = 0; env && env[i]; i += 2) setenv(env[i], env[i + 1], 1);
        args[0] = (char *)exe;
        args[1] = (char *)"--child";
        args[2] = (char *)test_name;
        args[3] = NULL;
        execv(exe, args);
        _exit(127);
    }
    *out = (th_proc)pid;
    return 1;
}
int th_proc_wait(th_proc p, unsigned wait_ms, int *status)
{
    pid_t got;
    int st = 0;
    double deadline = th_now() + wait_ms * 1e-3;
    while ((got = waitpid((pid_t)p, &st, WNOHANG)) == 0 && th_now() < deadline) th_sleep_us(wait_ms < 20 ? wait_ms * 1000u : 20000u);
    if (got == 0) return 0;
    if (got != (pid_t)p) return -1;
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    return 1;
}
void th_proc_kill(th_proc p)
{
    int st;
    kill((pid_t)p, SIGKILL);
    waitpid((pid_t)p, &st, 0);
}
/* A hung child's threads, for the log: gdb's backtraces where gdb is installed (a hang
   that shows up once in a few full runs is otherwise a guess). */
#define TH_ALARM_STATUS (128 + SIGALRM)
static void th_dump_stacks(th_proc p)
{
    char cmd[256];
    if (system("command -v gdb >/dev/null 2>&1") != 0) {
        printf("harness: (install gdb to see the hung test's threads here)\n");
        return;
    }
    printf("harness: the hung test's threads (gdb):\n");
    fflush(stdout);
    snprintf(cmd, sizeof cmd, "timeout 60 gdb -batch -nx -p %ld -ex 'thread apply all bt 30' 2>&1 | grep -E '^(Thread|#)'", (long)p);
    if (system(cmd) != 0) printf("harness: gdb could not attach (ptrace not allowed?)\n");
    fflush(stdout);
}
static int th_find_self(const char *argv0)
{
    ssize_t len = readlink("/proc/self/exe", th_self, sizeof th_self - 1);
    if (len > 0) th_self[len] = 0;
    else snprintf(th_self, sizeof th_self, "%s", argv0);
    return 1;
}
#endif

static int th_timed_out;   /* the last test run in a child hung: DC_TEST_RETRY leaves it */

/* A test's process's status as its result: 0 passed, 1 failed, 2 skipped. */
static int th_child_result(const char *name, int status, unsigned timeout_s)
{
    if (status >= 0 && status <= 2) return status;
    th_timed_out = status == TH_ALARM_STATUS;
    if (th_timed_out)
        printf("FAIL %s: timed out after %us (a hang; DC_TEST_TIMEOUT_TEST sets the limit)\n", name, timeout_s);
    else if (status > 128 && status < 256)
        printf("FAIL %s: crashed with signal %d\n", name, status - 128);
    else if (status < 0)
        printf("FAIL %s: crashed with exception 0x%08X\n", name, (unsigned)status);
    else
        printf("FAIL %s: exit status %d after the test (a sanitizer report above?)\n", name, status);
    return 1;
}

int th_proc_start(const char *test_name, const char *const *env, th_proc *out)
{
    return th_proc_start_exe(th_self, test_name, env, out);
}
const char *th_self_path(void) { return th_self; }

int th_spawn(const char *test_name, const char *const *env)
{
    return th_spawn_exe(th_self, test_name, env);
}
int th_spawn_exe(const char *exe, const char *test_name, const char *const *env)
{
    const char *vars[2 * 31 + 1];
    th_proc pid;
    int i, status = 0, polled = 0;
    fflush(stdout);
    fflush(stderr);
    for (i = 0; env && env[i] && i < 2 * 30; i += 2) {
        vars[i] = env[i];
        vars[i + 1] = env[i + 1];
    }
    vars[i++] = "DC_TEST_CHILD";
    vars[i++] = "1";
    vars[i] = NULL;
    if (!th_proc_start_exe(exe, test_name, vars, &pid)) return -1;
    while (polled == 0)
        if ((polled = th_proc_wait(pid, 1000, &status)) < 0) return -1;
    return status;
}

/* Runs test i in this process. Returns 0 passed, 1 failed, 2 skipped; prints the result. */
static int th_run_here(const th_test *t)
{
    double t0 = th_now();
    int c;
    th_current = t->name;
    th_cur_failed = th_cur_skipped = 0;
    th_skip_reason[0] = 0;
    t->fn();
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

/* Runs test t in a child process, so that a crash, a hang or a sanitizer report at exit
   (LeakSanitizer runs when the child exits) is pinned on this test alone and the other
   tests still run. The parent never touches the library, so fork is safe. The parent
   keeps the time: a child past its limit has its threads printed, then is killed. */
static int th_run_isolated(const th_test *t, unsigned timeout_s)
{
    th_proc pid;
    int status = 0, got;
    fflush(stdout);
    fflush(stderr);
#ifdef _WIN32
    if (!th_proc_start(t->name, NULL, &pid)) {
        printf("harness: CreateProcess failed (%lu); running %s in-process\n", (unsigned long)GetLastError(), t->name);
        return th_run_here(t);
    }
#else
    pid = (th_proc)fork();   /* no exec: the test runs in the copy, which is quicker than a new start */
    if (pid < 0) {
        printf("harness: fork failed; running %s in-process\n", t->name);
        return th_run_here(t);
    }
    if (pid == 0) {
        int r;
        alarm(timeout_s + 120);   /* a backstop only: the parent kills it first */
        r = th_run_here(t);
        fflush(stdout);
        exit(r);   /* exit, not _exit: LeakSanitizer checks this test's leaks here */
    }
#endif
    got = th_proc_wait(pid, timeout_s * 1000u, &status);
    th_timed_out = got == 0;
    if (got == 0) {
        th_dump_stacks(pid);
        th_proc_kill(pid);
        printf("FAIL %s: timed out after %us (a hang; DC_TEST_TIMEOUT_TEST sets the limit)\n",
               t->name, timeout_s);
        return 1;
    }
    if (got < 0) {
        printf("harness: waiting for the test's process failed\n");
        return 1;
    }
    return th_child_result(t->name, status, timeout_s);
}

/* Appends " name" to a bounded list (cut short quietly when full). */
static void th_append_name(char *list, size_t size, const char *name)
{
    size_t used = strlen(list);
    if (used + 1 < size) snprintf(list + used, size - used, " %s", name);
}

int th_iterations(int full)
{
    const char *e = getenv("DC_TEST_QUICK");
    int quick = e && e[0] ? strcmp(e, "0") != 0 : TH_SANITIZED;
    return quick && full > 4 ? full / 4 : full;
}

static int th_retry_asked(void)
{
    const char *e = getenv("DC_TEST_RETRY");
    return e && strcmp(e, "1") == 0;
}

/* DC_TEST_RETRY: a failed test (but not a hung one) runs once more and the second result
   counts; one that passes then is added to `retried`. */
static int th_run_retrying(const th_test *t, unsigned timeout_s, char *retried, size_t size)
{
    int r = th_run_isolated(t, timeout_s);
    if (r != 1 || th_timed_out) return r;
    printf("retry %s: it failed; running it once more (DC_TEST_RETRY)\n", t->name);
    r = th_run_isolated(t, timeout_s);
    if (r != 1) th_append_name(retried, size, t->name);
    return r;
}

/* For the test of DC_TEST_RETRY: fails when the file DC_TEST_MARK is not there (and makes
   it), passes when it is. */
static void th_fails_once(void)
{
    const char *mark = getenv("DC_TEST_MARK");
    FILE *fp;
    if (!mark) {
        FAIL("DC_TEST_MARK is not set");
        return;
    }
    if ((fp = fopen(mark, "rb")) != NULL) {
        fclose(fp);
        return;
    }
    if ((fp = fopen(mark, "wb")) != NULL) fclose(fp);
    FAIL("the first run fails (%s made now)", mark);
}
static const th_test th_flaky = { "harness:flaky", th_fails_once, __FILE__, __LINE__ };

/* "--child harness:WHAT": a process that misbehaves on purpose, for the test of the
   harness's own process handling (test_impl.c): "abort", "hang", "exit7"; "flaky" fails
   its first run (th_fails_once) and "retry" runs it as the suite would, by DC_TEST_RETRY. */
static int th_misbehave(const char *what)
{
    if (strcmp(what, "abort") == 0) abort();
    if (strcmp(what, "hang") == 0)
        for (;;) th_sleep_us(100000);
    if (strcmp(what, "exit7") == 0) return 7;
    if (strcmp(what, "flaky") == 0) return th_run_here(&th_flaky);
    if (strcmp(what, "retry") == 0) {   /* harness:flaky as the suite's loop runs a test */
        char retried[256] = "";
        if (!th_retry_asked()) return th_run_isolated(&th_flaky, 60);
        if (th_run_retrying(&th_flaky, 60, retried, sizeof retried) != 0) return 1;
        return strcmp(retried, " harness:flaky") == 0 ? 0 : 3;   /* 3: passed, not named */
    }
    return 1;
}

int main(int argc, char **argv)
{
    int i, passed = 0, failed = 0, skipped = 0, first = 1, exact = 0, child = 0, fork_mode = 1, retry;
    unsigned timeout_s = 120;
    char retried[2048] = "";
    const char *e;

    th_find_self(argv[0]);
#ifdef _WIN32
    /* "\n", not "\r\n": the scripts that read the output (tests/run.sh) match whole lines */
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
#endif
    if ((e = getenv("DC_TEST_TIMEOUT_TEST")) != NULL && atoi(e) > 0) timeout_s = (unsigned)atoi(e);
    retry = th_retry_asked();

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
            if (i + 1 < argc && strncmp(argv[i + 1], "harness:", 8) == 0) return th_misbehave(argv[i + 1] + 8);
        }
    }
    setvbuf(stdout, NULL, _IOLBF, 0);

    for (i = 0; i < th_test_count; i++) {
        int r;
        if (!th_selected(th_tests[i].name, argc, argv, first, exact)) continue;
        if (!child) printf("test %-44s ...\n", th_tests[i].name);
        r = !fork_mode ? th_run_here(&th_tests[i])
          : retry ? th_run_retrying(&th_tests[i], timeout_s, retried, sizeof retried)
                  : th_run_isolated(&th_tests[i], timeout_s);
        if (r == 0) passed++;
        else if (r == 2) skipped++;
        else failed++;
        fflush(stdout);
    }
    th_current = NULL;
    if (child) return failed ? 1 : skipped ? 2 : 0;
    if (retried[0]) printf("harness: passed on a retry:%s\n", retried);
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    fflush(stdout);
    return failed ? 1 : 0;
}
