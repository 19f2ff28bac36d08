/* dc_impl.c - the one translation unit of the test binaries that compiles the library.
   Built with the test's flags (sanitizers, -DDC_FAULT_INJECTION). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"
#include "common.h"

/* Pure internal functions that tests check without a device. The library keeps them
   static; only this file, which compiles it, can pass them on (declared in common.h). */
uint64_t tk_pipe_wave_chunk(uint64_t chunk, uint64_t most, const uint64_t *waves, int count)
{
    return dc__pipe_wave_chunk(chunk, most, waves, count);
}

/* A write on the default stream of `device` whose queueing is overtaken by a
   dc_device_synchronize (another thread's, in the window between the write's checks and
   its driver call): replayed in that order through the write's own steps. Returns whether
   the library then takes the default stream for idle (it must not: a copy out of the
   device would skip waiting for the write), -1 when a step failed. */
int tk_default_idle_after_overtaking_sync(dc_context *ctx, dc_buffer buf)
{
    dc__buffer_obj *b;
    dc__stream_obj *so;
    dc__device *dev;
    int64_t generation;
    static unsigned char bytes[4096];
    dc_stream zero = { 0 };
    int idle;
    if (dc__transfer_prepare(ctx, zero, buf, 0, "src", bytes, sizeof bytes, sizeof bytes, &b, &so, &generation) != DC_SUCCESS) return -1;
    dev = &ctx->devices[b->device];
    if (dc_device_synchronize(ctx, b->device) != DC_SUCCESS) return -1;   /* the other thread */
    if (dev->backend->write(ctx, dev, so->native, b->mem, 0, bytes, sizeof bytes, 0) != DC_SUCCESS) return -1;
    dc__default_queued(dev, so, generation, 0);
    idle = dc__default_known_idle(dev);
    if (dc_device_synchronize(ctx, b->device) != DC_SUCCESS) return -1;
    return idle;
}

/* The library's dc__ptx_param_kinds: the parameter count of entry `name` in PTX text (-1:
   no such entry), the kinds and classes of its parameters into kinds[0, max) and
   classes[0, max). */
int tk_ptx_param_count(const char *ptx, const char *name, unsigned char *kinds, unsigned char *classes, int max)
{
    dc__kernel_fn fn;
    int count, i;
    memset(&fn, 0, sizeof fn);
    count = dc__ptx_param_kinds(ptx, name, &fn, max);
    for (i = 0; i < count && i < max; i++) {
        kinds[i] = fn.param_kinds[i];
        classes[i] = fn.param_classes[i];
    }
    return count;
}

/* The library's reading of an OpenCL C type name (the driver's, or a declaration's first
   word): 1 integer, 2 floating point, 0 unknown; its bytes into *bytes (0: unknown). */
int tk_cl_type_class(const char *name, uint32_t *bytes)
{
    dc__kernel_fn fn;
    memset(&fn, 0, sizeof fn);
    dc__cl_param_type(&fn, 0, name, strlen(name));
    *bytes = fn.param_sizes[0];
    return fn.param_classes[0];
}

/* Sets the model AUTO keeps for kernel k on `device` as if learned from `runs` dispatches
   (a fixed cost a_ms, a rate in items per ms): 1, or 0 out of host memory. */
int tk_model_set(dc_context *ctx, dc_kernel k, int device, double a_ms, double items_per_ms, int runs)
{
    dc__dmodel *m;
    dc__dmodel_learn(ctx, k.id, device, a_ms, items_per_ms);
    dc__mutex_lock(&ctx->lock);
    if ((m = dc__dmodel_find(ctx, k.id, device)) != NULL) {
        int s;
        for (s = 0; s < DC__DMODEL_SEEN; s++) m->seen_a[s] = a_ms, m->seen_b[s] = items_per_ms;
        m->seen = runs < DC__DMODEL_SEEN ? (runs > 1 ? runs : 1) : DC__DMODEL_SEEN;
        dc__dmodel_make(m);
        m->runs = runs;
    }
    dc__mutex_unlock(&ctx->lock);
    return m != NULL;
}

/* The library's dc__dshared_cores_rates over context devices devices[0, n): the rates
   they measured at once, scaled in place as dc_dispatch scales them before learning. */
void tk_shared_cores_rates(dc_context *ctx, const int *devices, int n, double *rate)
{
    dc__device *devs[DC_DISPATCH_MAX_DEVICES];
    int i;
    for (i = 0; i < n; i++) devs[i] = &ctx->devices[devices[i]];
    dc__dshared_cores_rates(ctx, n, devs, rate);
}

int tk_model_get(dc_context *ctx, dc_kernel k, int device, double *a_ms, double *items_per_ms)
{
    dc__dmodel *m;
    dc__mutex_lock(&ctx->lock);
    if ((m = dc__dmodel_find(ctx, k.id, device)) != NULL) *a_ms = m->a_ms, *items_per_ms = m->items_per_ms;
    dc__mutex_unlock(&ctx->lock);
    return m != NULL;
}

int tk_model_runs(dc_context *ctx, dc_kernel k, int device)
{
    dc__dmodel *m;
    int runs;
    dc__mutex_lock(&ctx->lock);
    m = dc__dmodel_find(ctx, k.id, device);
    runs = m ? m->runs : -1;
    dc__mutex_unlock(&ctx->lock);
    return runs;
}

/* A chunk span of device `device`'s default stream begun before dc_profile_reset and ended
   after it, as a dispatch's chunk on another thread may be; timed (a mark after it) or
   not. Returns dc_profile_reset's result. */
dc_result tk_profile_span_across_reset(dc_context *ctx, int device, int timed)
{
    dc__device *dev = &ctx->devices[device];
    dc__pspan span;
    dc_result r;
    dc__profile_begin(ctx, dev, dev->default_stream_obj->native, &span);
    r = dc_profile_reset(ctx);
    dc__profile_end(ctx, DC__P_CHUNK, dev, dev->default_stream_obj->native, &span, timed, "across a reset", 0);
    return r;
}

/* Device `device`'s per-dimension block limits (0: none known, as where the driver tells
   none): old[] gets them, dims[] replaces them. */
void tk_device_block_dims(dc_context *ctx, int device, const uint32_t dims[3], uint32_t old[3])
{
    int i;
    for (i = 0; i < 3; i++) {
        old[i] = ctx->devices[device].max_block_dim[i];
        ctx->devices[device].max_block_dim[i] = dims[i];
    }
}

uint32_t tk_device_grid_x(dc_context *ctx, int device, uint32_t blocks)
{
    uint32_t old = ctx->devices[device].max_grid_dim[0];
    ctx->devices[device].max_grid_dim[0] = blocks;
    return old;
}

/* Kernel k's native handle on `device` becomes `native` (NULL: as if its module had no
   build there); returns the one it had, to put back. */
void *tk_kernel_swap_native(dc_context *ctx, dc_kernel k, int device, void *native)
{
    dc__kernel_obj *ko = (dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, k.id, "kernel");
    void *old;
    if (!ko) return NULL;
    old = ko->fns[device].native;
    ko->fns[device].native = native;
    return old;
}

/* Kernel k's thread limit per block on `device` becomes `most` (0: none known); returns
   the one it had, to put back. */
uint32_t tk_kernel_max_block(dc_context *ctx, dc_kernel k, int device, uint32_t most)
{
    dc__kernel_obj *ko = (dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, k.id, "kernel");
    uint32_t old;
    if (!ko) return 0;
    old = ko->fns[device].max_block;
    ko->fns[device].max_block = most;
    return old;
}

/* As if `calls` more LL calls had run on communicator c without writing a packet (a small
   message's first line aside): every rank's LL epoch moves on by `calls` (mod 2^32) and so
   does the count of calls that dc__coll_ll_refresh watches. With 2^32 - 1 the next call's
   epoch is the last one's again, which is what a slot written once and then left alone
   holds when the epochs have come round. UNSUPPORTED where c has no LL. */
void tk_device_caps_clear(dc_context *ctx, int device, unsigned caps)
{
    ctx->devices[device].info.caps &= ~caps;
}

dc_result tk_comm_chunks(dc_comm *c, uint64_t host, uint64_t push)
{
    if (host > DC__COLL_CHUNK || push > DC__COLL_PUSH_CHUNK) return DC_ERROR_INVALID_ARGUMENT;
    if (host) c->chunk = host;
    if (push) c->push_chunk = push;
    return DC_SUCCESS;
}

dc_result tk_comm_writes_after(dc_comm *c, int rank, dc_stream s)
{
    dc__device *dev = &c->ctx->devices[c->device[rank]];
    dc__stream_obj *so;
    dc_result r = dc__stream_lookup(c->ctx, s, &so);
    return r == DC_SUCCESS ? dc__order_after(c->ctx, dev, c->side_stream[rank], dev, so) : r;
}

int tk_comm_events_held(const dc_comm *c)
{
    int i, k, held = 0;
    for (i = 0; i < c->n; i++) {
        for (k = 0; k < 2; k++) held += c->read_done[k][i] != NULL;
        for (k = 0; k < 3; k++) held += c->write_done[k][i] != NULL;
    }
    return held;
}

#ifdef DC_FAULT_INJECTION
void tk_on_comm_tail(void (*fn)(dc_comm *c, int rank, void *user), void *user)
{
    dc__debug_tail_user = user;
    dc__debug_tail_fn = fn;
}
void tk_on_profile_close(void (*fn)(dc_context *ctx, void *stream, void *user), void *user)
{
    dc__debug_close_user = user;
    dc__debug_close_fn = fn;
}
#endif

dc_result tk_comm_ll_age(dc_comm *c, uint64_t calls)
{
    dc_context *ctx = c->ctx;
    dc_result r = c->can_flags ? DC_SUCCESS : DC_ERROR_UNSUPPORTED;
    uint32_t epoch = 0;
    int i;
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        r = dc__device_sync(ctx, dev);
        if (r == DC_SUCCESS) r = dev->backend->read(ctx, dev, c->stream[i], c->sync[i], DC__SYNC_LL_WORDS, &epoch, sizeof epoch, 1);
        epoch += (uint32_t)calls;
        if (r == DC_SUCCESS) r = dev->backend->write(ctx, dev, c->stream[i], c->sync[i], DC__SYNC_LL_WORDS, &epoch, sizeof epoch, 1);
    }
    if (r == DC_SUCCESS) c->ll_calls += calls;
    return r;
}

/* The default stream's counts of device `device` set to just below 2^31, then `writes`
   blocking writes of buf there: returns whether the library then knows the stream idle
   (it must: every write was waited for), -1 when a write failed. On Windows long is 32
   bits: counts kept in a long wrapped there, and the stream was never known idle again. */
int tk_default_idle_past_2_31(dc_context *ctx, dc_buffer buf, int device, int writes)
{
    dc__device *dev = &ctx->devices[device];
    unsigned char bytes[64] = { 0 };
    int i;
    if (dc_device_synchronize(ctx, device) != DC_SUCCESS) return -1;
    dev->default_issued = dev->default_synced = 0x7FFFFFFD;
    for (i = 0; i < writes; i++)
        if (dc_buffer_write(ctx, buf, 0, bytes, sizeof bytes) != DC_SUCCESS) return -1;
    return dc__default_known_idle(dev);
}

/* An operation of device `device`'s default stream begun before dc_profile_reset and
   recorded after it, as when another thread's reset lands while a blocking dc_buffer_write
   runs: the write's mark is taken after the reset (device 1), or the host operation has
   none (a stream synchronize, device 0). Returns dc_profile_reset's result. */
dc_result tk_profile_op_across_reset(dc_context *ctx, int device, int on_device)
{
    dc__device *dev = &ctx->devices[device];
    double submit = dc__seconds();
    dc_result r = dc_profile_reset(ctx);
    if (on_device) dc__profile_op(ctx, DC__P_WRITE, dev, dev->default_stream_obj->native, submit, "write", DC__P_NO_PATH, -1, 64);
    else dc__profile_host(ctx, DC__P_SYNC, device, submit, "stream synchronize");
    return r;
}

/* Host records (a "filler" library call of the calling thread) until the profile holds
   all but `room` of DC_PROFILE_MAX_OPS records; returns how many it holds. One record is
   made by the library's own path, then copied to the rest in one step: a million calls
   took 10 to 40 s under the sanitizers and Wine, for records no test reads one by one. */
uint32_t tk_profile_fill(dc_context *ctx, uint32_t room)
{
    dc__profile *p = ctx->profile;
    uint32_t count, target = DC_PROFILE_MAX_OPS - room, i;
    if (!p) return 0;
    dc__mutex_lock(&p->lock);
    count = p->count;
    dc__mutex_unlock(&p->lock);
    if (count >= target) return count;
    dc__profile_host(ctx, DC__P_CALL, -1, dc__seconds(), "filler");
    dc__mutex_lock(&p->lock);
    if (p->count == count + 1 && dc__grow(ctx, (void **)&p->ops, &p->capacity, target, sizeof(dc__pop))) {
        const dc__pop *o = &p->ops[count];   /* a host record: no mark, no operation before it */
        for (i = count + 1; i < target; i++) p->ops[i] = *o;
        p->tracks[o->track].last = (int)target - 1;
        p->count = target;
    }
    count = p->count;   /* not recorded: off, or out of memory */
    dc__mutex_unlock(&p->lock);
    return count;
}

/* The timing anchors the profile holds for `device` (each with a driver event); -1
   without a profile. */
int tk_profile_anchors(dc_context *ctx, int device)
{
    dc__profile *p = ctx->profile;
    int n;
    if (!p) return -1;
    dc__mutex_lock(&p->lock);
    n = (int)p->dev[device].anchor_count;
    dc__mutex_unlock(&p->lock);
    return n;
}

/* The tracks (streams and host threads) the profile holds; -1 without a profile. */
int tk_profile_tracks(dc_context *ctx)
{
    dc__profile *p = ctx->profile;
    int n;
    if (!p) return -1;
    dc__mutex_lock(&p->lock);
    n = (int)p->track_count;
    dc__mutex_unlock(&p->lock);
    return n;
}

/* DC_PROFILE_LIGHT: the launches on `device`'s default stream that wait for the next mark
   there (an open group). */
int tk_profile_open_launches(dc_context *ctx, int device)
{
    dc__profile *p = ctx->profile;
    uint32_t i;
    int open = 0;
    if (!p) return 0;
    dc__mutex_lock(&p->lock);
    for (i = 0; i < p->track_count; i++)
        if (p->tracks[i].device == device && !p->tracks[i].containers && p->tracks[i].stream == ctx->devices[device].default_stream_obj->native)
            open = p->tracks[i].open;
    dc__mutex_unlock(&p->lock);
    return open;
}

/* DC_PROFILE_LIGHT: the launches on stream s (alive) that wait for its next mark. */
int tk_profile_open_launches_on(dc_context *ctx, dc_stream s)
{
    dc__profile *p = ctx->profile;
    dc__stream_obj *so = (dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream");
    uint32_t i;
    int open = 0;
    if (!p || !so) return 0;
    dc__mutex_lock(&p->lock);
    for (i = 0; i < p->track_count; i++)
        if (p->tracks[i].device == so->device && !p->tracks[i].containers && p->tracks[i].stream == so->native) open = p->tracks[i].open;
    dc__mutex_unlock(&p->lock);
    return open;
}

/* Another thread's dc_profile_enable(ctx, DC_PROFILE_OFF) lands while this one launches on
   stream s under DC_PROFILE_LIGHT: its close of the open groups came just before this
   thread's launches opened one, its switch-off just after. Replayed here in that order:
   the switch-off as the enable makes it (the groups closed before), then this thread
   destroys s (profiling off) and the other one turns DC_PROFILE_LIGHT on again. Returns
   the launches of the destroyed stream still waiting for a mark there, which the next
   close of groups (dc_device_synchronize, dc_profile_get) would queue on the freed stream;
   -1 when a step failed or s had no open group. */
int tk_profile_destroy_stream_switched_off(dc_context *ctx, dc_stream s)
{
    dc__profile *p = ctx->profile;
    dc__stream_obj *so = (dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream");
    void *native;
    uint32_t i;
    int device, open = 0;
    if (!p || !so || tk_profile_open_launches_on(ctx, s) == 0) return -1;
    native = so->native;
    device = so->device;
    dc__mutex_lock(&p->lock);
    dc__atomic_store(&ctx->profiling, 0);
    dc__mutex_unlock(&p->lock);
    if (dc_stream_destroy(ctx, s) != DC_SUCCESS || dc_profile_enable(ctx, DC_PROFILE_LIGHT) != DC_SUCCESS) return -1;
    dc__mutex_lock(&p->lock);
    for (i = 0; i < p->track_count; i++)
        if (p->tracks[i].device == device && !p->tracks[i].containers && p->tracks[i].stream == native) open = p->tracks[i].open;
    dc__mutex_unlock(&p->lock);
    return open;
}

int tk_context_tag(const dc_context *ctx) { return ctx->tag; }
void tk_context_tag_next_is(int tag)
{
    dc__tag_lock_acquire();
    dc__tag_last = (uint16_t)(tag - 1);
    dc__tag_seeded = 1;   /* the first context must not draw a start over this one */
    dc__tag_lock_release();
}

#ifdef _WIN32
/* The language the loader's error text is asked in first (a LANGID; English unless set);
   returns the one before. */
unsigned tk_win_message_language(unsigned langid)
{
    unsigned before = dc__win_message_language;
    dc__win_message_language = (LANGID)langid;
    return before;
}
#endif

/* Sets a field of a device's info under the context's lock; returns its old value. */
static uint64_t tk_swap_info(dc_context *ctx, uint64_t *field, uint64_t bytes)
{
    uint64_t old;
    dc__mutex_lock(&ctx->lock);
    old = *field;
    *field = bytes;
    dc__mutex_unlock(&ctx->lock);
    return old;
}

/* See common.h: a device with less memory, or a smaller largest allocation. */
uint64_t tk_device_total_memory(dc_context *ctx, int device, uint64_t bytes)
{
    return tk_swap_info(ctx, &ctx->devices[device].info.total_memory, bytes);
}
uint64_t tk_device_max_allocation(dc_context *ctx, int device, uint64_t bytes)
{
    return tk_swap_info(ctx, &ctx->devices[device].info.max_allocation, bytes);
}

/* See common.h. */
int tk_read_source_file(const char *path)
{
    static dc_context bare;   /* zero: no allocator of the caller's, so malloc and free */
    char *data = NULL;
    size_t size = 0;
    int r = dc__read_file(&bare, path, &data, &size);
    dc__free(&bare, data);
    return r;
}

int tk_live_objects(dc_context *ctx)
{
    int type, live = 0;
    uint32_t i;
    dc__mutex_lock(&ctx->lock);
    for (type = DC__T_BUFFER; type <= DC__T_EVENT; type++)
        for (i = 0; i < ctx->pools[type].count; i++) live += ctx->pools[type].slots[i].object != NULL;
    dc__mutex_unlock(&ctx->lock);
    return live;
}

void th_error_reset(void) { dc__error_target().text[0] = 0; }
