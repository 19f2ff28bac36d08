/* test_profile.c - the profiler: its sums match the work done, the trace is valid Chrome
   Trace Event Format JSON, and a dispatch over two devices shows both busy at once. */
#include "common.h"

#include <locale.h>
#include <pthread.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ a small JSON reader

   Enough of RFC 8259 to check a trace strictly: objects, arrays, strings (escapes
   checked, \u kept as is), numbers, true/false/null. A parse error fails the test. */
typedef struct tj {
    char type;                      /* 'o' object, 'a' array, 's' string, 'n' number, 'b' bool/null */
    double num;
    char *str;                      /* strings: the raw text between the quotes */
    int count;
    char **keys;                    /* objects: count keys */
    struct tj **items;              /* objects and arrays: count values */
} tj;

static void tj_free(tj *v)
{
    int i;
    if (!v) return;
    for (i = 0; i < v->count; i++) {
        if (v->keys) free(v->keys[i]);
        tj_free(v->items[i]);
    }
    free(v->keys);
    free(v->items);
    free(v->str);
    free(v);
}
static void tj_space(const char **p) { while (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t') (*p)++; }
static char *tj_string(const char **p)
{
    const char *s = ++*p;
    char *out;
    while (**p != '"') {
        if ((unsigned char)**p < 0x20) return NULL;
        if (**p == '\\') {
            (*p)++;
            if (**p == 'u') {
                int k;
                for (k = 1; k <= 4; k++)
                    if (!strchr("0123456789abcdefABCDEF", (*p)[k]) || !(*p)[k]) return NULL;
                *p += 4;
            } else if (!**p || !strchr("\"\\/bfnrt", **p)) return NULL;
        }
        (*p)++;
    }
    if (!(out = (char *)malloc((size_t)(*p - s) + 1))) return NULL;
    memcpy(out, s, (size_t)(*p - s));
    out[*p - s] = 0;
    (*p)++;
    return out;
}
static tj *tj_value(const char **p, int depth);
static int tj_add(tj *v, char *key, tj *item)
{
    char **keys = v->type == 'o' ? (char **)realloc(v->keys, (size_t)(v->count + 1) * sizeof(char *)) : NULL;
    tj **items;
    if (v->type == 'o') {
        if (!keys) return 0;
        v->keys = keys;
    }
    if (!(items = (tj **)realloc(v->items, (size_t)(v->count + 1) * sizeof(tj *)))) return 0;
    v->items = items;
    if (v->type == 'o') v->keys[v->count] = key;
    v->items[v->count++] = item;
    return 1;
}
static tj *tj_container(const char **p, int depth, char type)
{
    tj *v = (tj *)calloc(1, sizeof *v);
    char close = type == 'o' ? '}' : ']';
    if (!v) return NULL;
    v->type = type;
    (*p)++;
    tj_space(p);
    if (**p == close) { (*p)++; return v; }
    for (;;) {
        char *key = NULL;
        tj *item;
        tj_space(p);
        if (type == 'o') {
            if (**p != '"' || !(key = tj_string(p))) break;
            tj_space(p);
            if (**p != ':') { free(key); break; }
            (*p)++;
        }
        if (!(item = tj_value(p, depth + 1))) { free(key); break; }
        if (!tj_add(v, key, item)) { free(key); tj_free(item); break; }
        tj_space(p);
        if (**p == ',') { (*p)++; continue; }
        if (**p == close) { (*p)++; return v; }
        break;
    }
    tj_free(v);
    return NULL;
}
static tj *tj_value(const char **p, int depth)
{
    tj *v;
    char *end;
    tj_space(p);
    if (depth > 64) return NULL;
    if (**p == '{' || **p == '[') return tj_container(p, depth, **p == '{' ? 'o' : 'a');
    if (!(v = (tj *)calloc(1, sizeof *v))) return NULL;
    if (**p == '"') {
        v->type = 's';
        if (!(v->str = tj_string(p))) { free(v); return NULL; }
        return v;
    }
    v->type = 'b';
    if (!strncmp(*p, "true", 4)) { *p += 4; v->num = 1; return v; }
    if (!strncmp(*p, "false", 5)) { *p += 5; return v; }
    if (!strncmp(*p, "null", 4)) { *p += 4; return v; }
    v->type = 'n';
    if (!(**p == '-' || (**p >= '0' && **p <= '9'))) { free(v); return NULL; }
    v->num = strtod(*p, &end);
    *p = end;
    return v;
}
/* The whole text as one value; NULL when it is not JSON. */
static tj *tj_parse(const char *text)
{
    const char *p = text;
    tj *v = tj_value(&p, 0);
    tj_space(&p);
    if (v && *p) { tj_free(v); v = NULL; }
    return v;
}
static const tj *tj_get(const tj *o, const char *key)
{
    int i;
    for (i = 0; o && o->type == 'o' && i < o->count; i++)
        if (!strcmp(o->keys[i], key)) return o->items[i];
    return NULL;
}
static char *read_file(const char *path)
{
    FILE *f = th_fopen(path, "rb");
    long n;
    char *s = NULL;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 && (s = (char *)malloc((size_t)n + 1)) != NULL) {
        if (fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); s = NULL; }
        else s[n] = 0;
    }
    fclose(f);
    return s;
}

/* ------------------------------------------------------------------ trace events */

typedef struct ev {
    char ph;
    char cat[16];
    char name[64];
    double ts, dur;
    double submitted;               /* args.submitted_us, -1 when absent */
    int estimated;                  /* args.estimated */
    int pid, tid;
    long id;
} ev;

/* Writes ctx's trace, checks every event has the fields the format requires, and
   returns its events (the caller frees), or NULL once a failure is recorded. The trace is
   written under LC_NUMERIC `numeric_locale` when not NULL (and read back under "C"). */
static ev *trace_events_in(dc_context *ctx, const char *numeric_locale, int *count)
{
    char path[512];
    char *text;
    tj *root;
    const tj *list;
    ev *out = NULL;
    dc_result written;
    int i, bad = 0;
    *count = 0;
    {
        char name[64];
        /* a name past ASCII: paths are UTF-8 (Windows' ANSI fopen wrote another name) */
        snprintf(name, sizeof name, "dc_test_trac\xc3\xa9_%ld.json", (long)th_now() % 100000);
        if (!th_temp_path(path, sizeof path, name)) { FAIL("no temporary path for %s", name); return NULL; }
    }
    if (numeric_locale) setlocale(LC_NUMERIC, numeric_locale);
    written = dc_trace_write(ctx, path);
    if (numeric_locale) setlocale(LC_NUMERIC, "C");
    if (!th_check_rc(__FILE__, __LINE__, "dc_trace_write", written, DC_SUCCESS)) return NULL;
    text = read_file(path);
    th_remove(path);
    if (!text) { FAIL("cannot read back the trace %s", path); return NULL; }
    root = tj_parse(text);
    free(text);
    if (!root) { FAIL("the trace is not valid JSON"); return NULL; }
    list = tj_get(root, "traceEvents");
    if (!list || list->type != 'a') { FAIL("the trace has no traceEvents array"); tj_free(root); return NULL; }
    out = (ev *)calloc((size_t)list->count + 1, sizeof(ev));
    for (i = 0; out && i < list->count; i++) {
        const tj *e = list->items[i], *name = tj_get(e, "name"), *ph = tj_get(e, "ph"), *ts = tj_get(e, "ts");
        const tj *pid = tj_get(e, "pid"), *tid = tj_get(e, "tid"), *dur = tj_get(e, "dur"), *cat = tj_get(e, "cat"), *id = tj_get(e, "id");
        ev *x = &out[i];
        if (!name || name->type != 's' || !ph || ph->type != 's' || strlen(ph->str) != 1 || !pid || pid->type != 'n' || !tid || tid->type != 'n') {
            if (bad++ < 3) FAIL("event %d lacks name, ph, pid or tid", i);
            continue;
        }
        x->ph = ph->str[0];
        snprintf(x->name, sizeof x->name, "%s", name->str);
        snprintf(x->cat, sizeof x->cat, "%s", cat && cat->type == 's' ? cat->str : "");
        x->pid = (int)pid->num;
        x->tid = (int)tid->num;
        x->ts = ts && ts->type == 'n' ? ts->num : -1;
        x->dur = dur && dur->type == 'n' ? dur->num : -1;
        x->id = id && id->type == 'n' ? (long)id->num : -1;
        {
            const tj *args = tj_get(e, "args"), *sub = tj_get(args, "submitted_us"), *est = tj_get(args, "estimated");
            x->submitted = sub && sub->type == 'n' ? sub->num : -1;
            x->estimated = est && est->type == 'n' && est->num != 0;
        }
        if (x->ph == 'M') {
            const tj *args = tj_get(e, "args"), *label = tj_get(args, "name");
            if (!label || label->type != 's') { if (bad++ < 3) FAIL("metadata event %d (%s) has no args.name", i, x->name); }
        } else if (x->ph == 'X') {
            if (x->ts < 0 || x->dur < 0) { if (bad++ < 3) FAIL("complete event %d (%s) has ts %g, dur %g", i, x->name, x->ts, x->dur); }
        } else if (x->ph == 's' || x->ph == 'f') {
            if (x->ts < 0 || x->id < 0) { if (bad++ < 3) FAIL("flow event %d has ts %g, id %ld", i, x->ts, x->id); }
        } else if (bad++ < 3) FAIL("event %d has phase '%c', not one the library writes", i, x->ph);
    }
    if (out) *count = list->count;
    else FAIL("out of host memory");
    tj_free(root);
    if (bad) { free(out); return NULL; }
    return out;
}
static ev *trace_events(dc_context *ctx, int *count) { return trace_events_in(ctx, NULL, count); }
static int count_events(const ev *e, int n, char ph, const char *cat, int pid)
{
    int i, c = 0;
    for (i = 0; i < n; i++) c += e[i].ph == ph && (!cat || !strcmp(e[i].cat, cat)) && (pid < 0 || e[i].pid == pid);
    return c;
}

/* The operations of each device stream in the trace follow one another, none starting
   before it was submitted; returns how many were checked. */
static int check_stream_order(const ev *evs, int n)
{
    int i, j, checked = 0;
    for (i = 0; i < n; i++) {
        const ev *a = &evs[i];
        if (a->ph != 'X' || a->pid == 0 || (strcmp(a->cat, "launch") && strcmp(a->cat, "fill") && strcmp(a->cat, "copy") && strcmp(a->cat, "wait"))) continue;
        checked++;
        if (a->submitted >= 0 && a->ts < a->submitted - 0.002) FAIL("'%s' starts at %.3f us, before it was submitted (%.3f)", a->name, a->ts, a->submitted);
        for (j = i + 1; j < n; j++) {
            const ev *c = &evs[j];
            if (c->ph != 'X' || c->pid != a->pid || c->tid != a->tid || !strcmp(c->cat, "copy-out")) continue;
            if (c->ts < a->ts + a->dur - 0.002) FAIL("device %d track %d: '%s' at %.3f us starts before '%s' (%.3f + %.3f us) ends",
                                                      a->pid - 1, a->tid, c->name, c->ts, a->name, a->ts, a->dur);
            break;
        }
    }
    return checked;
}

/* ------------------------------------------------------------------ tests */

/* Per device: launches, writes from pageable and page-locked memory, a read, a fill and a
   synchronize: the profile counts each, sums the bytes by path, and its times are
   positive and add up (busy + idle = the window). */
TEST(profile_sums_match_the_work)
{
    enum { N = 1 << 18, LAUNCHES = 5 };
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    float *pageable = (float *)calloc(N, sizeof(float));
    dc_context *ctx;
    int d, i, any_cuda;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!pr || !pageable) { free(pr); free(pageable); FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, &desc, "scale", &k))) { free(pr); free(pageable); return; }
    for (d = 0; d < fx.devices; d++) {
        float *pinned = (float *)dc_host_alloc(ctx, N * sizeof(float));
        dc_buffer b;
        float zero = 0;
        REQUIRE(pinned);
        memset(pinned, 0, N * sizeof(float));
        REQUIRE_OK(dc_buffer_create(ctx, d, N * sizeof(float), &b));
        CHECK_OK(dc_buffer_write(ctx, b, 0, pageable, N * sizeof(float)));
        CHECK_OK(dc_buffer_write(ctx, b, 0, pinned, N / 2 * sizeof(float)));
        for (i = 0; i < LAUNCHES; i++) CHECK_OK(tk_scale(ctx, k, d, dc_default_stream(ctx, d), b, 2.0f, N));
        CHECK_OK(dc_buffer_fill(ctx, b, 0, N / 4 * sizeof(float), &zero, sizeof zero));
        CHECK_OK(dc_buffer_read(ctx, b, 0, pinned, N * sizeof(float)));
        CHECK_OK(dc_stream_synchronize(ctx, dc_default_stream(ctx, d)));
        dc_buffer_destroy(ctx, b);
        dc_host_free(ctx, pinned);
    }
    REQUIRE_OK(dc_profile_get(ctx, pr));
    any_cuda = th_has_backend(ctx, DC_BACKEND_CUDA) > 0;
    CHECK(pr->enabled);
    CHECK_EQ(pr->dropped, 0);
    CHECK_EQ(pr->device_count, fx.devices);
    CHECK(pr->window_ms > 0);
    for (d = 0; d < fx.devices; d++) {
        const dc_profile_device *x = &pr->device[d];
        dc_device_info info;
        uint64_t bytes = 0, count = 0;
        int p;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        CHECK_EQ(x->launches, LAUNCHES);
        CHECK_EQ(x->transfers, 3);
        CHECK_EQ(x->fills, 1);
        CHECK_EQ(x->syncs, 1);
        CHECK_EQ(x->chunks + x->collectives + x->waits, 0);
        for (p = 0; p < DC_PROFILE_PATH_COUNT; p++) { bytes += x->path_bytes[p]; count += x->path_count[p]; }
        CHECK_EQ(bytes, (uint64_t)N * sizeof(float) * 5 / 2);
        CHECK_EQ(count, 3);
        /* dc_host_alloc pins through CUDA when the context has a CUDA device (for every
           device then); pageable memory is staged by the library on CUDA devices only */
        CHECK_EQ(x->path_bytes[DC_PROFILE_PATH_PINNED], any_cuda ? (uint64_t)N * sizeof(float) * 3 / 2 : 0);
        CHECK_EQ(x->path_bytes[info.backend == DC_BACKEND_CUDA ? DC_PROFILE_PATH_PAGEABLE_STAGED : DC_PROFILE_PATH_PAGEABLE],
                 (uint64_t)N * sizeof(float) * (any_cuda ? 2 : 5) / 2);
        if (!(x->compute_ms > 0 && x->transfer_ms > 0 && x->fill_ms >= 0 && x->sync_ms >= 0 && x->busy_ms > 0 && x->idle_ms >= 0))
            FAIL("device %d: times compute %g transfer %g fill %g sync %g busy %g idle %g ms", d, x->compute_ms, x->transfer_ms,
                 x->fill_ms, x->sync_ms, x->busy_ms, x->idle_ms);
        /* busy is a union: never more than the parts, nor than the window */
        if (x->busy_ms > x->compute_ms + x->transfer_ms + x->fill_ms + 1e-6 || x->busy_ms > pr->window_ms + 1e-6)
            FAIL("device %d: busy %g ms exceeds its parts (%g) or the window (%g)", d, x->busy_ms, x->compute_ms + x->transfer_ms + x->fill_ms, pr->window_ms);
        if (x->busy_ms + x->idle_ms < pr->window_ms - 1e-6 || x->busy_ms + x->idle_ms > pr->window_ms + 1e-6)
            FAIL("device %d: busy %g + idle %g ms is not the window %g ms", d, x->busy_ms, x->idle_ms, pr->window_ms);
    }
    {   /* the table: a row per device, then the paths */
        FILE *f = tmpfile();
        char text[8192];
        size_t got;
        REQUIRE(f);
        CHECK_OK(dc_profile_print(ctx, f));
        rewind(f);
        got = fread(text, 1, sizeof text - 1, f);
        text[got] = 0;
        fclose(f);
        CHECK(strstr(text, "busy ms") != NULL);
        CHECK(strstr(text, "transfers by path") != NULL);
        CHECK(strstr(text, any_cuda ? "pinned" : "pageable") != NULL);
        /* its figures, not only its words: each device's row has the counts above (and
           the busy time: no work came since), its path rows the counts and bytes */
        for (d = 0; d < fx.devices; d++) {
            const dc_profile_device *x = &pr->device[d];
            dc_device_info info;
            char want[96];
            const char *at, *paths = strstr(text, "transfers by path");
            double busy = -1, skip;
            unsigned long long launches = 0, transfers = 0, count = 0, bytes = 0;
            int p;
            REQUIRE_OK(dc_device_get_info(ctx, d, &info));
            snprintf(want, sizeof want, "\n%-3d %-28.28s ", d, info.name);
            if (!(at = strstr(text, want)) ||
                sscanf(at + strlen(want), "%lf %lf %lf %lf %lf %lf %lf %lf %lf %llu %llu", &busy, &skip, &skip, &skip, &skip, &skip, &skip,
                       &skip, &skip, &launches, &transfers) != 11 ||
                launches != x->launches || transfers != x->transfers || fabs(busy - x->busy_ms) > 0.0006)
                FAIL("device %d: busy %.3f ms, %llu launches, %llu transfers, printed otherwise:\n%s", d, x->busy_ms,
                     (unsigned long long)x->launches, (unsigned long long)x->transfers, text);
            for (p = 0; paths && p < DC_PROFILE_PATH_COUNT; p++) {
                if (!x->path_count[p]) continue;
                snprintf(want, sizeof want, "\n%-3d %-16s ", d, dc_profile_path_name((dc_profile_path)p));
                if (!(at = strstr(paths, want)) || sscanf(at + strlen(want), "%llu %llu", &count, &bytes) != 2 ||
                    count != x->path_count[p] || bytes != x->path_bytes[p])
                    FAIL("device %d, path %s: %llu transfers, %llu bytes, printed otherwise:\n%s", d,
                         dc_profile_path_name((dc_profile_path)p), (unsigned long long)x->path_count[p],
                         (unsigned long long)x->path_bytes[p], paths);
            }
        }
    }
    free(pr);
    free(pageable);
}

/* Off by default; dc_profile_enable turns it on and off; reset forgets; errors. */
TEST(profile_enable_disable_reset)
{
    tk_fixture fx;
    dc_kernel k;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    dc_context *ctx;
    dc_buffer b;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 4096, &b));
    CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 1024));
    CHECK_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->ops, 0);
    CHECK_EQ(pr->enabled, 0);
    CHECK_OK(dc_profile_enable(ctx, 1));
    CHECK_OK(dc_profile_enable(ctx, 1));   /* twice: still one profile */
    CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 1024));
    CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 1024));
    CHECK_OK(dc_profile_enable(ctx, 0));
    CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 1024));
    CHECK_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->enabled, 0);
    CHECK_EQ(pr->ops, 2);
    CHECK_EQ(pr->device[0].launches, 2);
    CHECK_OK(dc_profile_reset(ctx));
    CHECK_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->ops, 0);
    CHECK_EQ(pr->device[0].launches, 0);
    CHECK_OK(dc_profile_enable(ctx, 1));
    CHECK_OK(dc_synchronize(ctx));
    CHECK_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->ops, (uint64_t)fx.devices);   /* one device synchronize each */
    CHECK_EQ(pr->device[0].syncs, 1);
    CHECK_ERR(dc_profile_get(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_profile_get(NULL, pr), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_profile_enable(NULL, 1), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_profile_reset(NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_profile_print(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_trace_write(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_trace_write(ctx, "/nonexistent-folder/trace.json"), DC_ERROR_INVALID_ARGUMENT);
    CHECK(th_stristr(dc_last_error(), "/nonexistent-folder/trace.json") != NULL);
    CHECK(!strcmp(dc_profile_path_name(DC_PROFILE_PATH_PEER), "peer"));
    CHECK(!strcmp(dc_profile_path_name(DC_PROFILE_PATH_COUNT), "unknown"));
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* Profiling switched on and off many times (a frame at a time, say) holds no more than
   switched once: every switch-on made a new timing anchor per device, each with a driver
   event, all kept until a reset (2000 switches: 4000 events on 2 devices and their array).
   An old anchor serves the next switch-on, renewed by its first operation once stale. */
TEST(profile_switched_on_and_off_holds_no_more)
{
    enum { WARM = 100 };
    const int toggles = th_iterations(2000);   /* a quarter under the sanitizers and Wine */
    static tk_alloc_count count;
    dc_context_desc desc;
    dc_context *ctx;
    dc_buffer b;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    unsigned char bytes[64] = { 0 };
    int i, d, n, anchors[8] = { 0 };
    long long held = 0;
    if (!pr) { FAIL("out of host memory"); return; }
    memset(&desc, 0, sizeof desc);
    tk_counting_desc(&desc, &count);
    if (!(ctx = th_ctx(&desc))) { free(pr); return; }
    n = dc_device_count(ctx) < 8 ? dc_device_count(ctx) : 8;
    for (i = 0; i < WARM + toggles && !th_failed(); i++) {
        if (i == WARM) {
            held = __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED);
            for (d = 0; d < n; d++) anchors[d] = tk_profile_anchors(ctx, d);
        }
        CHECK_OK(dc_profile_enable(ctx, i % 2 ? DC_PROFILE_ON : DC_PROFILE_LIGHT));
        CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_OFF));
    }
    for (d = 0; d < n; d++)
        if (tk_profile_anchors(ctx, d) != anchors[d])
            FAIL("device %d: %d timing anchors after %d more switch-ons, %d before", d, tk_profile_anchors(ctx, d), toggles, anchors[d]);
    if (__atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED) != held)
        FAIL("the library holds %lld bytes after %d more switch-ons, %lld before", __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED),
             toggles, held);
    /* a stale anchor: the next switch-on keeps it, the first operation renews it, and
       that operation's times come out right (within the window) */
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof bytes, &b));
    th_sleep_us(2100 * 1000);
    CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_ON));
    CHECK_EQ(tk_profile_anchors(ctx, 0), anchors[0]);
    CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));
    CHECK_EQ(tk_profile_anchors(ctx, 0), anchors[0] + 1);
    if (CHECK_OK(dc_profile_get(ctx, pr))) {
        CHECK_EQ(pr->ops, 1);
        CHECK_EQ(pr->device[0].transfers, 1);
        CHECK(pr->device[0].transfer_ms >= 0 && pr->device[0].transfer_ms <= pr->window_ms);
        CHECK(pr->window_ms < 1000);   /* from the switch-on, not from the stale anchor */
    }
    CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_OFF));
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* A full profile (DC_PROFILE_MAX_OPS records) renews no timing anchor: the operations
   past the limit are dropped, and each device took a new anchor (with a driver event)
   every 2 s for them, without end until a reset. A reset starts recording again. */
TEST(profile_full_renews_no_anchor)
{
    dc_context *ctx = th_ctx(NULL);
    dc_buffer b;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    unsigned char bytes[64] = { 0 };
    int anchors, i;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!ctx) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof bytes, &b));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_ON));
    if (tk_profile_fill(ctx, 0) != DC_PROFILE_MAX_OPS) { free(pr); FAIL("the profile could not be filled"); return; }
    anchors = tk_profile_anchors(ctx, 0);
    th_sleep_us(2100 * 1000);   /* past the anchor's age */
    for (i = 0; i < 3; i++) CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));
    CHECK_EQ(tk_profile_anchors(ctx, 0), anchors);
    if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK_EQ(pr->dropped, 3);
    CHECK_OK(dc_profile_reset(ctx));
    CHECK_EQ(tk_profile_anchors(ctx, 0), 1);
    CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));
    if (CHECK_OK(dc_profile_get(ctx, pr))) {
        CHECK_EQ(pr->ops, 1);
        CHECK_EQ(pr->dropped, 0);
        CHECK_EQ(pr->device[0].transfers, 1);
    }
    CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_OFF));
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* A full profile makes no new track: no record can name one until a reset clears them.
   DC_PROFILE_LIGHT made one for every stream a launch or other operation went to, and
   every mode one for each stream a dispatch chunk ran on (a dispatch's streams are its
   own), so streams that came and went (one a frame, say) piled tracks up until a reset,
   and every later operation searched them all. */
TEST(profile_full_makes_no_track)
{
    enum { STREAMS = 64 };
    static float x[512], y[512];
    tk_fixture fx;
    dc_kernel k, saxpy;
    dc_module dm;
    dc_context *ctx;
    dc_buffer b;
    dc_stream s[STREAMS];
    dc_dispatch_arg a[4];
    dc_dispatch_desc dd;
    int mode, i, tracks;
    REQUIRE(ctx = tk_fixture_open(&fx, NULL, "scale", &k));
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_module_load_file(ctx, TK_DISPATCH_KERNELS, &dm));
    REQUIRE_OK(dc_kernel_get(ctx, dm, "saxpy_items", &saxpy));
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_inout(y, 4, 1);
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    dd = tk_dispatch_desc(saxpy, 512, DC_BALANCE_DYNAMIC, 64, a, 4);
    for (mode = DC_PROFILE_ON; mode <= DC_PROFILE_LIGHT; mode++) {
        REQUIRE_OK(dc_profile_reset(ctx));
        REQUIRE_OK(dc_profile_enable(ctx, mode));
        if (tk_profile_fill(ctx, 0) != DC_PROFILE_MAX_OPS) { FAIL("the profile could not be filled"); return; }
        tracks = tk_profile_tracks(ctx);
        for (i = 0; i < STREAMS; i++) {   /* all alive at once: every one a stream of its own */
            REQUIRE_OK(dc_stream_create(ctx, 0, &s[i]));
            CHECK_OK(tk_scale(ctx, k, 0, s[i], b, 1.0f, 16));
            CHECK_OK(dc_buffer_fill(ctx, b, 0, 4, &i, 4));
        }
        for (i = 0; i < STREAMS; i++) CHECK_OK(dc_stream_destroy(ctx, s[i]));
        for (i = 0; i < 8; i++) CHECK_OK(dc_dispatch(ctx, &dd, NULL));
        if (tk_profile_tracks(ctx) != tracks)
            FAIL("%s: %d tracks after %d streams and 8 dispatches on a full profile, %d before", mode == DC_PROFILE_ON ? "ON" : "LIGHT",
                 tk_profile_tracks(ctx), STREAMS, tracks);
        CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_OFF));
    }
    dc_buffer_destroy(ctx, b);
}

/* DC_PROFILE_LIGHT makes no track for a stream with nothing recorded on it: one
   synchronised or destroyed got one (to look for an open group of launches there), kept
   until a reset and written to the trace as an empty row, so streams that came and went
   piled them up (64 streams made 64 tracks, a few fewer where an address came again). A
   stream with a launch still has its track, and its group still closes. */
TEST(profile_light_makes_no_track_without_a_record)
{
    enum { STREAMS = 64 };
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    dc_stream s[STREAMS];
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int i, tracks;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    CHECK_OK(dc_stream_synchronize(ctx, dc_default_stream(ctx, 0)));   /* this thread's track: its syncs go there */
    tracks = tk_profile_tracks(ctx);
    for (i = 0; i < STREAMS; i++) REQUIRE_OK(dc_stream_create(ctx, 0, &s[i]));
    for (i = 0; i < STREAMS; i++) CHECK_OK(dc_stream_synchronize(ctx, s[i]));
    for (i = 0; i < STREAMS; i++) CHECK_OK(dc_stream_destroy(ctx, s[i]));
    if (tk_profile_tracks(ctx) != tracks)
        FAIL("%d tracks after %d streams synchronised and destroyed with nothing on them, %d before", tk_profile_tracks(ctx), STREAMS, tracks);
    REQUIRE_OK(dc_stream_create(ctx, 0, &s[0]));
    CHECK_OK(tk_scale(ctx, k, 0, s[0], b, 1.0f, 16));
    CHECK_OK(tk_scale(ctx, k, 0, s[0], b, 1.0f, 16));
    CHECK_EQ(tk_profile_tracks(ctx), tracks + 1);
    CHECK_OK(dc_stream_synchronize(ctx, s[0]));
    CHECK_EQ(tk_profile_open_launches_on(ctx, s[0]), 0);
    CHECK_OK(dc_stream_destroy(ctx, s[0]));
    if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK_EQ(pr->device[0].launches, 2);
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* A table printed to a stream that cannot be written (here one open only for reading)
   is an error naming the stream, not a success with nothing written. */
TEST(print_to_unwritable_stream_fails)
{
    char path[512];
    dc_context *ctx = th_ctx(NULL);
    FILE *f;
    REQUIRE(ctx != NULL);
    REQUIRE(th_temp_path(path, sizeof path, "dc_print_unwritable.txt"));
    REQUIRE((f = fopen(path, "wb")) != NULL);
    fclose(f);
    REQUIRE((f = fopen(path, "rb")) != NULL);
    CHECK_ERR(dc_topology_print(ctx, f), DC_ERROR_INVALID_ARGUMENT);
    CHECK(th_stristr(dc_last_error(), "topology") != NULL);
    clearerr(f);
    CHECK_ERR(dc_profile_print(ctx, f), DC_ERROR_INVALID_ARGUMENT);
    CHECK(th_stristr(dc_last_error(), "profile") != NULL);
    fclose(f);
    REQUIRE((f = fopen(path, "wb")) != NULL);   /* and a writable one works */
    CHECK_OK(dc_topology_print(ctx, f));
    CHECK_OK(dc_profile_print(ctx, f));
    fclose(f);
    remove(path);
}

/* A stream's wait for another device's event is a wait, not work: busy_ms is the union of
   what the device ran (launches, transfers, fills ...), so device 0, which only waits for
   device 1's launches and then fills 4 bytes, is busy for about the fill alone. */
TEST(profile_wait_is_not_busy_time)
{
    enum { N = 1 << 20, LAUNCHES = 8 };
    static dc_profile pr;
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b0, b1;
    dc_stream s;
    dc_event e;
    const dc_profile_device *x;
    float one = 1.0f;
    int i;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!(ctx = tk_fixture_open(&fx, &desc, "scale", &k))) return;
    if (fx.devices < 2) SKIP("needs 2 devices, have %d", fx.devices);
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof one, &b0));
    REQUIRE_OK(dc_buffer_create(ctx, 1, N * sizeof(float), &b1));
    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    CHECK_OK(dc_buffer_fill(ctx, b1, 0, N * sizeof(float), &one, sizeof one));
    for (i = 0; i < LAUNCHES; i++) CHECK_OK(tk_scale(ctx, k, 1, dc_default_stream(ctx, 1), b1, 1.0f, N));
    REQUIRE_OK(dc_event_record(ctx, dc_default_stream(ctx, 1), &e));
    CHECK_OK(dc_stream_wait_event(ctx, s, e));
    CHECK_OK(dc_buffer_fill_async(ctx, s, b0, 0, sizeof one, &one, sizeof one));
    CHECK_OK(dc_stream_synchronize(ctx, s));
    REQUIRE_OK(dc_profile_get(ctx, &pr));
    x = &pr.device[0];
    CHECK_EQ(x->waits, 1);
    CHECK_EQ(x->fills, 1);
    CHECK_EQ(x->launches + x->transfers, 0);
    th_note("device 0: waited %.3f ms, busy %.3f ms, fill %.3f ms", x->wait_ms, x->busy_ms, x->fill_ms);
    if (!(x->busy_ms <= x->compute_ms + x->transfer_ms + x->fill_ms + 1e-6))
        FAIL("device 0: busy %g ms is more than its launches, transfers and fills (%g ms): the wait of %g ms counted as work", x->busy_ms,
             x->compute_ms + x->transfer_ms + x->fill_ms, x->wait_ms);
}

/* Launches, a stream wait, copies between devices and a collective: the trace parses, has
   the fields the format requires, a complete event per recorded launch, a flow arrow
   (start on the source device, finish on the destination) per copy between devices, and
   on every stream its operations in order, none overlapping the next. */
TEST(profile_trace_is_valid_and_ordered)
{
    enum { N = 1 << 16, LAUNCHES = 4 };
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer *b;
    dc_stream s2;
    dc_event e;
    dc_comm *comm = NULL;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    ev *evs;
    int n, d, i, j, copies = 0;
    uint64_t launches = 0;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, &desc, "scale", &k))) { free(pr); return; }
    b = (dc_buffer *)calloc((size_t)fx.devices, sizeof(dc_buffer));
    REQUIRE(b);
    for (d = 0; d < fx.devices; d++) {
        float one = 1.0f;
        REQUIRE_OK(dc_buffer_create(ctx, d, N * sizeof(float), &b[d]));
        CHECK_OK(dc_buffer_fill(ctx, b[d], 0, N * sizeof(float), &one, sizeof one));
        for (i = 0; i < LAUNCHES; i++) CHECK_OK(tk_scale(ctx, k, d, dc_default_stream(ctx, d), b[d], 2.0f, N));
    }
    /* a second stream of device 0 waits for the default stream, then copies in place */
    REQUIRE_OK(dc_stream_create(ctx, 0, &s2));
    REQUIRE_OK(dc_event_record(ctx, dc_default_stream(ctx, 0), &e));
    CHECK_OK(dc_stream_wait_event(ctx, s2, e));
    CHECK_OK(tk_scale(ctx, k, 0, s2, b[0], 0.5f, N));
    CHECK_OK(dc_stream_synchronize(ctx, s2));
    for (d = 1; d < fx.devices; d++, copies++) CHECK_OK(dc_copy(ctx, b[d], 0, b[d - 1], 0, N / 2 * sizeof(float)));
    REQUIRE_OK(dc_comm_create(ctx, NULL, 0, &comm));
    CHECK_OK(dc_allreduce(comm, b, b, N, DC_F32, DC_SUM));
    REQUIRE_OK(dc_profile_get(ctx, pr));
    for (d = 0; d < fx.devices; d++) {
        launches += pr->device[d].launches;
        CHECK_EQ(pr->device[d].collectives, 1);
    }
    CHECK_EQ(launches, (uint64_t)fx.devices * LAUNCHES + 1);
    CHECK_EQ(pr->device[0].waits, 1);
    evs = trace_events(ctx, &n);
    if (evs) {
        CHECK_EQ(count_events(evs, n, 'X', "launch", -1), (int)launches);
        CHECK_EQ(count_events(evs, n, 'X', "wait", 1), 1);
        CHECK_EQ(count_events(evs, n, 'X', "copy", -1), copies);
        CHECK_EQ(count_events(evs, n, 'X', "collective", -1), fx.devices);
        CHECK_EQ(count_events(evs, n, 's', NULL, -1), copies);
        CHECK_EQ(count_events(evs, n, 'f', NULL, -1), copies);
        CHECK_EQ(count_events(evs, n, 'M', NULL, 0), 2);   /* the host: its name, one thread */
        for (i = 0; i < n; i++) {
            if (evs[i].ph == 'X' && !strcmp(evs[i].cat, "collective") && !strstr(evs[i].name, "allreduce f32 sum ("))
                FAIL("collective event named '%s'", evs[i].name);
            if (evs[i].ph != 's') continue;
            for (j = 0; j < n; j++)   /* its finish: same id, on the next device (copies go d - 1 to d) */
                if (evs[j].ph == 'f' && evs[j].id == evs[i].id) break;
            if (j == n) FAIL("flow %ld has no finish", evs[i].id);
            else if (evs[j].pid != evs[i].pid + 1) FAIL("flow %ld goes from process %d to %d", evs[i].id, evs[i].pid, evs[j].pid);
        }
        /* the operations of one stream, in the trace's order (record order), one after the other */
        CHECK(check_stream_order(evs, n) >= (int)launches);
        free(evs);
    }
    dc_comm_destroy(comm);
    dc_event_destroy(ctx, e);
    CHECK_OK(dc_stream_destroy(ctx, s2));
    for (d = 0; d < fx.devices; d++) dc_buffer_destroy(ctx, b[d]);
    free(b);
    free(pr);
}

/* A program that has called setlocale (a German or French user's, say) prints numbers
   with a decimal comma: the trace's times must still be JSON numbers. */
TEST(profile_trace_valid_under_a_decimal_comma_locale)
{
    static const char *const names[] = { "de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8", "de_DE", "fr_FR", "German_Germany.1252" };
    const char *comma = NULL;
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    ev *evs;
    int n, i;
    for (i = 0; i < (int)(sizeof names / sizeof names[0]) && !comma; i++)
        if (setlocale(LC_NUMERIC, names[i]) && localeconv()->decimal_point[0] == ',') comma = names[i];
    setlocale(LC_NUMERIC, "C");
    if (!comma) SKIP("no locale with a decimal comma installed");
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!(ctx = tk_fixture_open(&fx, &desc, "scale", &k))) return;
    REQUIRE_OK(dc_buffer_create(ctx, 0, 1024 * sizeof(float), &b));
    CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 2.0f, 1024));
    CHECK_OK(dc_device_synchronize(ctx, 0));
    evs = trace_events_in(ctx, comma, &n);
    if (evs) CHECK_EQ(count_events(evs, n, 'X', "launch", -1), 1);
    free(evs);
    dc_buffer_destroy(ctx, b);
}

/* A context never profiled writes an empty, valid trace. */
TEST(profile_trace_empty)
{
    dc_context *ctx = th_ctx(NULL);
    ev *evs;
    int n;
    REQUIRE(ctx);
    evs = trace_events(ctx, &n);
    CHECK(evs != NULL);
    CHECK_EQ(n, 0);
    free(evs);
}

/* A reset starts the trace's tracks afresh: streams of the old window (here destroyed
   ones, as a dispatch's own streams are) get no rows in the new window's trace, and the
   tracks do not pile up over a long run of windows. */
TEST(profile_reset_forgets_old_streams)
{
    dc_context_desc desc;
    dc_context *ctx;
    dc_buffer b;
    unsigned char bytes[64] = { 0 };
    ev *evs;
    int i, n, rows = 0;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    REQUIRE(ctx = th_ctx(&desc));
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof bytes, &b));
    for (i = 0; i < 20; i++) {
        dc_stream s;
        if (!CHECK_OK(dc_stream_create(ctx, 0, &s))) break;
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, bytes, sizeof bytes));
        CHECK_OK(dc_stream_destroy(ctx, s));
    }
    CHECK_OK(dc_profile_reset(ctx));
    CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));   /* the default stream */
    if ((evs = trace_events(ctx, &n)) != NULL) {
        for (i = 0; i < n; i++) rows += evs[i].ph == 'M' && !strcmp(evs[i].name, "thread_name") && evs[i].pid == 1;
        CHECK_EQ(count_events(evs, n, 'X', "write", 1), 1);
        if (rows != 1) FAIL("device 0 has %d rows in the new window's trace, expected 1 (its default stream)", rows);
        free(evs);
    }
    dc_buffer_destroy(ctx, b);
}

/* An allocator that fails while *fail is set (the context's own, so only the library's
   allocations fail). */
static void *pf_alloc(size_t bytes, void *user) { return *(volatile int *)user ? NULL : malloc(bytes); }
static void pf_free(void *p, void *user) { (void)user; free(p); }

/* Out of host memory while writing a trace is OUT_OF_HOST_MEMORY (it said
   INVALID_ARGUMENT, "disk full?"), nothing is written, and the next write works. */
TEST(profile_trace_out_of_host_memory)
{
    dc_context_desc desc;
    dc_context *ctx;
    dc_buffer b;
    unsigned char bytes[64] = { 0 };
    char path[512];
    FILE *f;
    static int fail;
    ev *evs;
    int n;
    fail = 0;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    desc.allocator.alloc = pf_alloc;
    desc.allocator.free = pf_free;
    desc.allocator.user = &fail;
    REQUIRE(ctx = th_ctx(&desc));
    REQUIRE(th_temp_path(path, sizeof path, "dc_test_trace_oom.json"));
    remove(path);
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof bytes, &b));
    CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));
    fail = 1;
    CHECK_ERR(dc_trace_write(ctx, path), DC_ERROR_OUT_OF_HOST_MEMORY);
    fail = 0;
    if ((f = fopen(path, "rb")) != NULL) {
        fclose(f);
        remove(path);
        FAIL("a trace file was left behind by a write that failed");
    }
    if ((evs = trace_events(ctx, &n)) != NULL) {
        CHECK_EQ(count_events(evs, n, 'X', "write", 1), 1);
        free(evs);
    }
    dc_buffer_destroy(ctx, b);
}

/* A chunk that began before a reset and ends after it (a dispatch on another thread) is
   not the new window's: dropped, timed or not (it used to be recorded against an index
   of the old records: wrong times). Likewise an operation that began before a reset and
   is recorded after it (another thread's reset landing in a blocking write, or in a
   synchronize): it used to be recorded in the new window, starting before it (a
   negative ts in the trace; a write's busy time could exceed the window). */
TEST(profile_span_across_a_reset_is_dropped)
{
    dc_context_desc desc;
    dc_context *ctx;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int timed, on_device;
    if (!pr) { FAIL("out of host memory"); return; }
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!(ctx = th_ctx(&desc))) { free(pr); return; }
    for (timed = 0; timed < 2; timed++) {
        CHECK_OK(tk_profile_span_across_reset(ctx, 0, timed));
        if (!CHECK_OK(dc_profile_get(ctx, pr))) break;
        CHECK_EQ(pr->ops, 0);
        CHECK_EQ(pr->device[0].chunks, 0);
    }
    for (on_device = 0; on_device < 2 && !th_failed(); on_device++) {
        CHECK_OK(tk_profile_op_across_reset(ctx, 0, on_device));
        if (!CHECK_OK(dc_profile_get(ctx, pr))) break;
        CHECK_EQ(pr->ops, 0);
        CHECK_EQ(pr->device[0].transfers + pr->device[0].syncs, 0);
    }
    free(pr);
}

/* A context of every device with profiling on and kernels/dispatch's `busy` in *k; NULL
   once a failure is recorded. */
static dc_context *busy_open(tk_fixture *fx, dc_kernel *k)
{
    dc_context_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_PROFILE;
    return tk_fixture_open_file(fx, &desc, TK_DISPATCH_KERNELS, "busy", k, TK_END);
}
/* busy(y, first, count, steps) over `items` items in chunks of `chunk`, DYNAMIC. */
static dc_dispatch_desc busy_dispatch(dc_kernel k, float *y, uint64_t items, uint64_t chunk, uint32_t steps, dc_dispatch_arg args[4])
{
    args[0] = dc_dispatch_out(y, sizeof(float), 1);
    args[1] = dc_dispatch_item_first();
    args[2] = dc_dispatch_item_count();
    args[3] = dc_dispatch_scalar(DC_ARG_U32(steps));
    return tk_dispatch_desc(k, items, DC_BALANCE_DYNAMIC, chunk, args, 4);
}

/* A dispatch over two devices that run kernels at once (CUDA, or PoCL before 4: later
   PoCL CPU devices take turns by design, see dc__opencl_open): the trace shows chunks of
   both devices overlapping in time. */
TEST(profile_dispatch_two_devices_busy_at_once)
{
    enum { ITEMS = 1 << 15 };
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_dispatch_arg args[4];
    dc_dispatch_desc dd;
    int devices[2], found = 0, d, i, j, n, overlap = 0;
    float *y = (float *)malloc(ITEMS * sizeof(float));
    ev *evs;
    if (!y) { FAIL("out of host memory"); return; }
    if (!(ctx = busy_open(&fx, &k))) { free(y); return; }
    for (d = 0; d < fx.devices && found < 2; d++) {
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        if (info.backend == DC_BACKEND_CUDA || !strstr(info.platform, "Portable Computing Language") || atoi(info.driver_version) < 4) devices[found++] = d;
    }
    if (found < 2) { free(y); SKIP("needs 2 devices that run kernels at once (CUDA, or PoCL 3), have %d", found); }
    /* chunks long enough (on an H100 about 2 ms each) that the second device is up and
       taking chunks before the first has done them all: with 20000 steps the 16 chunks
       took about 1.5 ms, and two shares of one GPU (DC_DEBUG_CUDA_SPLIT=2) once left the
       second with none */
    dd = busy_dispatch(k, y, ITEMS, ITEMS / 16, tk_backend(ctx, devices[0]) == DC_BACKEND_CUDA ? 400000u : 300u, args);
    dd.devices = devices;
    dd.device_count = 2;
    CHECK_OK(dc_dispatch(ctx, &dd, NULL));
    evs = trace_events(ctx, &n);
    if (evs) {
        CHECK(count_events(evs, n, 'X', "chunk", devices[0] + 1) > 0);
        CHECK(count_events(evs, n, 'X', "chunk", devices[1] + 1) > 0);
        CHECK_EQ(count_events(evs, n, 'X', "call", 0), 1);
        for (i = 0; i < n && !overlap; i++)
            for (j = 0; j < n && !overlap; j++)
                overlap = evs[i].ph == 'X' && evs[j].ph == 'X' && !strcmp(evs[i].cat, "chunk") && !strcmp(evs[j].cat, "chunk") &&
                          evs[i].pid == devices[0] + 1 && evs[j].pid == devices[1] + 1 &&
                          evs[i].ts < evs[j].ts + evs[j].dur && evs[j].ts < evs[i].ts + evs[i].dur;
        if (!overlap) FAIL("no chunk of device %d overlaps one of device %d in the trace", devices[0], devices[1]);
        free(evs);
    }
    free(y);
}

/* dc_dispatch's chunks in the summary: each device counts the chunks its report says it
   completed (at least items / chunk in all), their time is positive and holds the
   chunks' launches (queued inside them). */
TEST(profile_counts_dispatch_chunks)
{
    enum { ITEMS = 4096, CHUNK = 256 };
    static float y[ITEMS];
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_dispatch_arg args[4];
    dc_dispatch_desc dd;
    dc_dispatch_report rep;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int i, chunks = 0;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = busy_open(&fx, &k))) { free(pr); return; }
    dd = busy_dispatch(k, y, ITEMS, CHUNK, 1, args);
    if (CHECK_OK(dc_dispatch(ctx, &dd, &rep)) && CHECK_OK(dc_profile_get(ctx, pr))) {
        for (i = 0; i < rep.device_count; i++) {
            const dc_dispatch_device_report *r = &rep.devices[i];
            const dc_profile_device *x = &pr->device[r->device];
            chunks += r->chunks;
            if (x->chunks != (uint64_t)r->chunks)
                FAIL("device %d: the profile counts %llu chunks, the report %d", r->device, (unsigned long long)x->chunks, r->chunks);
            if (r->chunks && !(x->chunk_ms > 0 && x->chunk_ms <= pr->window_ms * r->chunks + 1e-6))
                FAIL("device %d: %d chunks took %g ms (window %g ms)", r->device, r->chunks, x->chunk_ms, pr->window_ms);
            if (x->launches < (uint64_t)r->chunks || x->compute_ms > x->chunk_ms + 1e-3)
                FAIL("device %d: %llu launches of %g ms in %d chunks of %g ms", r->device, (unsigned long long)x->launches, x->compute_ms,
                     r->chunks, x->chunk_ms);
        }
        CHECK(chunks >= ITEMS / CHUNK);   /* DYNAMIC may cut the last ones smaller */
    }
    free(pr);
}

/* Threads launch and fill on streams of their own while another turns profiling on and
   off, reads it, resets it and writes traces: no crash, no race (TSan runs this). Then,
   still under the workers' launches, profiling goes on after a reset: it records the
   launches issued since, no fewer and no more. (The toggles end disabled and reset, so
   the last read used to see 0 launches, and "no more than ran" could not fail.) */
typedef struct prof_job {
    dc_context *ctx;
    dc_kernel k;
    int role;                       /* 0: the one that toggles; else a worker on device role - 1 */
    volatile long *stop;
    long launches;                  /* workers: launches done (atomic: the toggler reads them) */
    struct prof_job *all;           /* every job, the toggler first */
    int workers;
    uint64_t recorded;              /* the toggler: launches recorded from `enabled_at` on */
    long before, enabled_at, waited_for, read_at;   /* the toggler: workers' launches done then */
} prof_job;
/* Launches the workers have done (each counted once its synchronize returned). */
static long prof_done(const prof_job *w)
{
    long sum = 0;
    int i;
    for (i = 1; i <= w->workers; i++) sum += __atomic_load_n(&w->all[i].launches, __ATOMIC_SEQ_CST);
    return sum;
}
static void *prof_worker(prof_job *w)
{
    dc_stream s;
    dc_buffer b;
    float v = 1.0f;
    int device = w->role - 1;
    if (dc_stream_create(w->ctx, device, &s) != DC_SUCCESS) return (void *)1;
    if (dc_buffer_create(w->ctx, device, 4096 * sizeof(float), &b) != DC_SUCCESS) { dc_stream_destroy(w->ctx, s); return (void *)1; }
    while (!__atomic_load_n(w->stop, __ATOMIC_SEQ_CST) || w->launches < 20) {
        if (tk_scale(w->ctx, w->k, device, s, b, 1.0f, 4096) != DC_SUCCESS ||
            dc_buffer_fill_async(w->ctx, s, b, 0, sizeof v, &v, sizeof v) != DC_SUCCESS ||
            dc_stream_synchronize(w->ctx, s) != DC_SUCCESS) break;
        __atomic_add_fetch(&w->launches, 1, __ATOMIC_SEQ_CST);
    }
    dc_buffer_destroy(w->ctx, b);
    return dc_stream_destroy(w->ctx, s) == DC_SUCCESS && w->launches >= 20 ? NULL : (void *)1;
}
static void *prof_toggler(prof_job *w)
{
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    void *bad = pr ? NULL : (void *)1;
    int round, d;
    for (round = 0; round < 12 && !bad; round++) {
        char path[512];
        char name[64];
        snprintf(name, sizeof name, "dc_test_trace_threads_%d.json", round);
        if (!th_temp_path(path, sizeof path, name)) bad = (void *)1;
        if (dc_profile_enable(w->ctx, round % 3 != 2) != DC_SUCCESS || dc_profile_get(w->ctx, pr) != DC_SUCCESS) bad = (void *)1;
        if (round % 4 == 3 && dc_profile_reset(w->ctx) != DC_SUCCESS) bad = (void *)1;
        if (round % 5 == 4 && dc_trace_write(w->ctx, path) != DC_SUCCESS) bad = (void *)1;
        remove(path);
    }
    /* a fresh window while the workers go on: at least 8 launches each done in it */
    if (!bad && (dc_profile_enable(w->ctx, 0) != DC_SUCCESS || dc_profile_reset(w->ctx) != DC_SUCCESS)) bad = (void *)1;
    w->before = prof_done(w);
    if (!bad && dc_profile_enable(w->ctx, 1) != DC_SUCCESS) bad = (void *)1;
    w->enabled_at = prof_done(w);   /* the enable may take a while (PoCL "basic"): launches go on */
    for (round = 0; !bad && (w->waited_for = prof_done(w)) < w->enabled_at + 8L * w->workers && round < 100000; round++)
        th_sleep_us(100);
    if (!bad && dc_profile_get(w->ctx, pr) == DC_SUCCESS)
        for (d = 0; d < pr->device_count; d++) w->recorded += pr->device[d].launches;
    w->read_at = prof_done(w);
    __atomic_store_n(w->stop, 1, __ATOMIC_SEQ_CST);
    free(pr);
    return bad;
}
static void *prof_job_main(void *arg)
{
    prof_job *w = (prof_job *)arg;
    return w->role ? prof_worker(w) : prof_toggler(w);
}
TEST(profile_threads_toggle_while_recording)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    prof_job jobs[5];
    volatile long stop = 0;
    long ran = 0;
    int i, n;
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) return;
    n = fx.devices < 4 ? fx.devices : 4;
    memset(jobs, 0, sizeof jobs);
    for (i = 0; i <= n; i++) {
        jobs[i].ctx = ctx;
        jobs[i].k = k;
        jobs[i].role = i;
        jobs[i].stop = &stop;
        jobs[i].all = jobs;
        jobs[i].workers = n;
    }
    CHECK(tk_run_threads(n + 1, prof_job_main, jobs, sizeof jobs[0]));
    for (i = 1; i <= n; i++) ran += jobs[i].launches;
    /* Each worker has at most one launch in flight between two counts: every launch done
       after the enable returned and before the read is recorded, give or take one a worker,
       and none done before the enable began */
    if (jobs[0].recorded + (uint64_t)n < (uint64_t)(jobs[0].waited_for - jobs[0].enabled_at) ||
        jobs[0].recorded > (uint64_t)(jobs[0].read_at - jobs[0].before + n) || jobs[0].recorded > (uint64_t)ran)
        FAIL("%llu launches recorded after the enable; the %d workers did %ld launches from its return to the read, %ld from "
             "its start to the read's end (%ld in all)", (unsigned long long)jobs[0].recorded, n,
             jobs[0].waited_for - jobs[0].enabled_at, jobs[0].read_at - jobs[0].before, ran);
}

/* The first dc_profile_enable of a context (which makes the profile) while other threads
   read the profile, reset it and write traces: each reader call succeeds, and none reads
   the profile's pointer unsynchronised (TSan runs this; ctx->profile was read without a
   lock by dc_profile_get, _reset, _print and dc_trace_write while the enable set it under
   the context's lock, and published it before its streams were made). Fresh contexts,
   so that every round's enable is a first one. */
typedef struct prof_reader {
    dc_context *ctx;
    int id;
    volatile long *enabled;         /* the enabling thread is done */
    long calls;
    dc_result failed;
    char what[64], first_error[256];
} prof_reader;
static void *prof_first_enable_reader(void *arg)
{
    prof_reader *w = (prof_reader *)arg;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    FILE *out = NULL;
    char path[512], out_path[512], name[64];
    long after = 0;
    snprintf(name, sizeof name, "dc_test_trace_first_enable_%d.json", w->id);
    if (th_temp_path(out_path, sizeof out_path, name + 8)) out = fopen(out_path, "w");
    if (!pr || !out || !th_temp_path(path, sizeof path, name)) {
        w->failed = DC_ERROR_OUT_OF_HOST_MEMORY;
        snprintf(w->what, sizeof w->what, "setup (memory, temporary files)");
    }
    /* on until a few calls after the enable returned */
    while (!w->failed && (!__atomic_load_n(w->enabled, __ATOMIC_SEQ_CST) || after++ < 4)) {
        dc_result r;
        const char *what;
        switch (w->calls++ % 4) {
        case 0: what = "dc_profile_get"; r = dc_profile_get(w->ctx, pr); break;
        case 1: what = "dc_profile_reset"; r = dc_profile_reset(w->ctx); break;
        case 2: what = "dc_profile_print"; r = dc_profile_print(w->ctx, out); rewind(out); break;
        default: what = "dc_trace_write"; r = dc_trace_write(w->ctx, path); remove(path); break;
        }
        if (r != DC_SUCCESS) {
            w->failed = r;
            snprintf(w->what, sizeof w->what, "%s", what);
            snprintf(w->first_error, sizeof w->first_error, "%s", dc_last_error());
        }
    }
    if (out) {
        fclose(out);
        remove(out_path);
    }
    free(pr);
    return NULL;
}
TEST(profile_threads_first_enable_while_reading)
{
    int round, i;
    for (round = 0; round < 3; round++) {
        dc_context *ctx;
        prof_reader w[2];
        pthread_t t[2];
        volatile long enabled = 0;
        dc_result r;
        int started = 0;
        REQUIRE_OK(dc_context_create(NULL, &ctx));
        memset(w, 0, sizeof w);
        for (i = 0; i < 2; i++) {
            w[i].ctx = ctx;
            w[i].id = i;
            w[i].enabled = &enabled;
            if (pthread_create(&t[i], NULL, prof_first_enable_reader, &w[i]) != 0) break;
            started++;
        }
        r = dc_profile_enable(ctx, round == 1 ? DC_PROFILE_LIGHT : DC_PROFILE_ON);
        __atomic_store_n(&enabled, 1, __ATOMIC_SEQ_CST);
        for (i = 0; i < started; i++) pthread_join(t[i], NULL);
        CHECK(started == 2);
        if (r != DC_SUCCESS) FAIL("round %d: dc_profile_enable: %s: %s", round, dc_result_name(r), dc_last_error());
        for (i = 0; i < started; i++)
            if (w[i].failed != DC_SUCCESS)
                FAIL("round %d, reader %d, call %ld: %s returned %s: %s", round, i, w[i].calls, w[i].what,
                     dc_result_name(w[i].failed), w[i].first_error);
        dc_context_destroy(ctx);
    }
}

/* DC_PROFILE_MAX_OPS reached while a DC_PROFILE_LIGHT group of launches is open: the
   marks that would close it (before the write, before the read of the profile) are no
   operations, so they do not count as dropped ones either. Nor are they queued: the
   group is given up (it used to stay open, and every later operation and synchronisation
   on its stream queued a closing mark that was thrown away). */
TEST(profile_full_counts_only_dropped_operations)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    unsigned char bytes[64] = { 0 };
    int tries;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    /* two launches within 200 us: the second waits for the next mark on the stream */
    for (tries = 0; tries < 50 && tk_profile_open_launches(ctx, 0) == 0; tries++) {
        CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 16));
        CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 16));
    }
    if (tk_profile_open_launches(ctx, 0) == 0) { free(pr); SKIP("no two launches within 200 us"); }
    if (tk_profile_fill(ctx, 0) != DC_PROFILE_MAX_OPS) { free(pr); FAIL("the profile could not be filled"); return; }
    CHECK_OK(dc_buffer_write(ctx, b, 0, bytes, sizeof bytes));   /* the one operation past the limit */
    CHECK_EQ(tk_profile_open_launches(ctx, 0), 0);
    if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK_EQ(pr->dropped, 1);
    CHECK_OK(dc_profile_enable(ctx, DC_PROFILE_OFF));
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* DC_PROFILE_LIGHT: a stream destroyed while profiling is off for a moment (another
   thread's dc_profile_enable(OFF) landed just after this thread's launches opened a group
   there, past that call's close of the groups) leaves no open group behind: the next close
   of groups (a dc_device_synchronize, dc_profile_get) queued its mark on the freed stream
   (a use after free in the driver). Then every launch is still counted. */
TEST(profile_light_stream_destroyed_while_switched_off)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    dc_stream s;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int tries, open;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    /* two launches within 200 us: the second waits for the next mark on the stream */
    for (tries = 0; tries < 50 && tk_profile_open_launches_on(ctx, s) == 0; tries++) {
        CHECK_OK(tk_scale(ctx, k, 0, s, b, 1.0f, 16));
        CHECK_OK(tk_scale(ctx, k, 0, s, b, 1.0f, 16));
    }
    if (tk_profile_open_launches_on(ctx, s) == 0) { dc_stream_destroy(ctx, s); free(pr); SKIP("no two launches within 200 us"); }
    open = tk_profile_destroy_stream_switched_off(ctx, s);   /* destroys s */
    if (open < 0) FAIL("a step of the replay failed");
    else if (open > 0) FAIL("%d launches of the destroyed stream wait for a mark there", open);
    CHECK_OK(dc_device_synchronize(ctx, 0));
    if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK(pr->device[0].launches >= 2);
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* DC_PROFILE_LIGHT: bursts of launches share events. Every launch is still recorded,
   some with estimated times, all in order on their stream; a fill between two bursts and
   the synchronisation after them end the groups; the mode shows in the profile. */
TEST(profile_light_groups_launches)
{
    enum { N = 4096, BURST = 300, TAIL = 40 };
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    dc_buffer *b;
    ev *evs;
    int d, i, n, launches, estimated = 0;
    uint64_t total = 0;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    b = (dc_buffer *)calloc((size_t)fx.devices, sizeof(dc_buffer));
    REQUIRE(b);
    CHECK_ERR(dc_profile_enable(ctx, 3), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_profile_enable(ctx, -1), DC_ERROR_INVALID_ARGUMENT);
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    for (d = 0; d < fx.devices; d++) {
        float zero = 0;
        REQUIRE_OK(dc_buffer_create(ctx, d, N * sizeof(float), &b[d]));
        for (i = 0; i < BURST; i++) CHECK_OK(tk_scale(ctx, k, d, dc_default_stream(ctx, d), b[d], 1.0f, N));
        CHECK_OK(dc_buffer_fill_async(ctx, dc_default_stream(ctx, d), b[d], 0, sizeof zero, &zero, sizeof zero));
        for (i = 0; i < TAIL; i++) CHECK_OK(tk_scale(ctx, k, d, dc_default_stream(ctx, d), b[d], 1.0f, N));
    }
    for (d = 0; d < fx.devices; d++) CHECK_OK(dc_stream_synchronize(ctx, dc_default_stream(ctx, d)));
    REQUIRE_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->enabled, DC_PROFILE_LIGHT);
    CHECK_EQ(pr->ops, (uint64_t)fx.devices * (BURST + TAIL + 2));   /* launches, the fill, the synchronize */
    for (d = 0; d < fx.devices; d++) {
        CHECK_EQ(pr->device[d].launches, BURST + TAIL);
        CHECK_EQ(pr->device[d].fills, 1);
        total += pr->device[d].launches;
        if (!(pr->device[d].compute_ms > 0 && pr->device[d].busy_ms <= pr->window_ms + 1e-6))
            FAIL("device %d: compute %g ms, busy %g ms, window %g ms", d, pr->device[d].compute_ms, pr->device[d].busy_ms, pr->window_ms);
    }
    evs = trace_events(ctx, &n);
    if (evs) {
        launches = count_events(evs, n, 'X', "launch", -1);
        CHECK_EQ(launches, (int)total);
        for (i = 0; i < n; i++) estimated += evs[i].ph == 'X' && evs[i].estimated;
        if (estimated == 0 || estimated >= launches) FAIL("%d of %d launches estimated: expected some, not all", estimated, launches);
        CHECK(check_stream_order(evs, n) >= launches);
        free(evs);
    }
    for (d = 0; d < fx.devices; d++) dc_buffer_destroy(ctx, b[d]);
    free(b);
    free(pr);
}

/* DC_PROFILE_LIGHT with streams that come and go: a stream destroyed with a group of
   launches still open must have that group closed while it is alive (the profile would
   otherwise queue its closing mark on the freed stream when it is next read), and every
   launch is still counted. */
TEST(profile_light_streams_destroyed_with_open_groups)
{
    enum { N = 1024, ROUNDS = 120, LAUNCHES = 8 };
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    dc_buffer b;
    int round, i;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, N * sizeof(float), &b));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    for (round = 0; round < ROUNDS; round++) {
        dc_stream s;
        void *scrap[32];
        REQUIRE_OK(dc_stream_create(ctx, 0, &s));
        for (i = 0; i < LAUNCHES; i++) CHECK_OK(tk_scale(ctx, k, 0, s, b, 1.0f, N));
        CHECK_OK(dc_stream_destroy(ctx, s));
        /* reuse the freed stream's memory, so that a use of it shows */
        for (i = 0; i < 32; i++) if ((scrap[i] = malloc(512)) != NULL) memset(scrap[i], 0xA5, 512);
        for (i = 0; i < 32; i++) free(scrap[i]);
        if (round % 40 == 39) CHECK_OK(dc_profile_get(ctx, pr));
    }
    REQUIRE_OK(dc_profile_get(ctx, pr));
    CHECK_EQ(pr->device[0].launches, ROUNDS * LAUNCHES);
    dc_buffer_destroy(ctx, b);
    free(pr);
}
