/* test_partition.c - dc_partition: every strategy covers the items exactly once, keeps the
   granularity, follows the weights, honours memory caps, and refuses bad input. */
#include "common.h"

/* The ranges cover [0, items) in increasing order, each count a multiple of the
   granularity except the one ending at items; returns 0 (and says why) otherwise. */
static int covers(const dc_range *r, int n, uint64_t items, uint64_t granularity)
{
    uint64_t at = 0;
    int i;
    for (i = 0; i < n; i++) {
        if (r[i].first != at || r[i].count == 0) {
            FAIL("range %d starts at %llu with %llu items; expected start %llu, count > 0", i,
                 (unsigned long long)r[i].first, (unsigned long long)r[i].count, (unsigned long long)at);
            return 0;
        }
        if (r[i].first + r[i].count != items && r[i].count % granularity) {
            FAIL("range %d has %llu items, not a multiple of %llu", i, (unsigned long long)r[i].count,
                 (unsigned long long)granularity);
            return 0;
        }
        at += r[i].count;
    }
    if (at != items) FAIL("the ranges cover %llu of %llu items", (unsigned long long)at, (unsigned long long)items);
    return at == items;
}

/* Splits `items` by strategy s at granularity g (4 bytes an item for MEMORY_AWARE) over the
   devices and weights of `base` (NULL: every device, default weights) into r (4096
   ranges), and checks that the ranges cover the items (saying so where they do not).
   Returns the number of ranges, -1 where dc_partition failed. */
static int split_covering(dc_context *ctx, const dc_partition_desc *base, dc_balance s, uint64_t items, uint64_t g, dc_range *r)
{
    dc_partition_desc d;
    int n = 4096;
    if (base) d = *base;
    else memset(&d, 0, sizeof d);
    d.strategy = s;
    d.granularity = g;
    d.bytes_per_item = 4;
    if (!CHECK_OK(dc_partition(ctx, items, &d, r, &n))) return -1;
    if (!covers(r, n, items, g))
        th_note("strategy %d, %llu items, granularity %llu, %d devices%s", (int)s, (unsigned long long)items, (unsigned long long)g,
                d.devices ? d.device_count : dc_device_count(ctx), d.weights ? " of the given weights" : "");
    return n;
}

TEST(partition_every_strategy_covers_the_items)
{
    static const uint64_t counts[] = { 1, 2, 3, 7, 1000, 1001, 65537, 10000019 };
    static const uint64_t grans[] = { 1, 4, 256 };
    dc_context *ctx = th_ctx(NULL);
    dc_range r[4096];
    int s, c, g;
    REQUIRE(ctx);
    for (s = DC_BALANCE_AUTO; s < DC_BALANCE_COUNT; s++)
        for (c = 0; c < (int)(sizeof counts / sizeof counts[0]); c++)
            for (g = 0; g < 3; g++) {
                int n = split_covering(ctx, NULL, (dc_balance)s, counts[c], grans[g], r), i;
                if (n < 0) continue;
                for (i = 0; i < n; i++) CHECK(r[i].device >= 0 && r[i].device < dc_device_count(ctx));
                if (s == DC_BALANCE_DYNAMIC) {   /* chunk 0: items / (8 x devices), at least the granularity, rounded up to it */
                    uint64_t want = counts[c] / (8 * (uint64_t)dc_device_count(ctx));
                    if (want < grans[g]) want = grans[g];
                    want = (want + grans[g] - 1) / grans[g] * grans[g];
                    for (i = 0; i + 1 < n; i++)
                        if (r[i].count != want) {
                            FAIL("DYNAMIC, chunk 0, %llu items, granularity %llu: range %d has %llu items, expected %llu",
                                 (unsigned long long)counts[c], (unsigned long long)grans[g], i, (unsigned long long)r[i].count,
                                 (unsigned long long)want);
                            break;
                        }
                }
            }
}

TEST(partition_static_follows_weights)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[8];
    int devs[2] = { 0, 0 }, n = 8;
    double w[2] = { 1.0, 3.0 };
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 2) SKIP("needs two devices");
    devs[1] = 1;
    memset(&d, 0, sizeof d);
    d.strategy = DC_BALANCE_STATIC;
    d.devices = devs;
    d.device_count = 2;
    d.weights = w;
    REQUIRE_OK(dc_partition(ctx, 1000, &d, r, &n));
    REQUIRE(n == 2);
    CHECK(r[0].device == 0 && r[0].first == 0 && r[0].count == 250);
    CHECK(r[1].device == 1 && r[1].first == 250 && r[1].count == 750);
    /* a weight of 0 leaves the device out; a device listed first comes first */
    w[0] = 0;
    n = 8;
    REQUIRE_OK(dc_partition(ctx, 1000, &d, r, &n));
    CHECK(n == 1 && r[0].device == 1 && r[0].count == 1000);
    devs[0] = 1; devs[1] = 0; w[0] = 1; w[1] = 1;
    n = 8;
    REQUIRE_OK(dc_partition(ctx, 10, &d, r, &n));
    CHECK(n == 2 && r[0].device == 1 && r[1].device == 0 && r[0].count == 5);
}

/* The devices listed last have weight 0: the last device with a weight takes what the
   rounding of the shares leaves (5 items over weights 1, 1, 0: 2 and 3), every strategy
   covers the items, and the devices of weight 0 get nothing. Needs three devices (with two,
   the one device with a weight gets its share whole, exactly). */
TEST(partition_last_devices_of_weight_0)
{
    static const uint64_t counts[] = { 5, 1001, 10000019 };
    static const uint64_t grans[] = { 1, 4 };
    dc_context *ctx = th_ctx(NULL);
    dc_range r[4096];
    int devs[4] = { 0, 1, 2, 3 };
    double w[4] = { 1.0, 1.0, 0.0, 0.0 };
    dc_partition_desc d;
    int s, c, g;
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 3) SKIP("needs three devices");
    memset(&d, 0, sizeof d);
    d.devices = devs;
    d.device_count = dc_device_count(ctx) < 4 ? 3 : 4;
    d.weights = w;
    for (s = DC_BALANCE_AUTO; s < DC_BALANCE_COUNT; s++)
        for (c = 0; c < (int)(sizeof counts / sizeof counts[0]); c++)
            for (g = 0; g < 2; g++) {
                int n = split_covering(ctx, &d, (dc_balance)s, counts[c], grans[g], r), i;
                for (i = 0; i < n; i++)
                    if (r[i].device != 0 && r[i].device != 1) FAIL("strategy %d: range %d went to device %d, of weight 0", s, i, r[i].device);
                if ((s == DC_BALANCE_STATIC || s == DC_BALANCE_AUTO) && counts[c] == 5 && grans[g] == 1)
                    CHECK(n == 2 && r[0].count == 2 && r[1].count == 3);
            }
}

/* Items near UINT64_MAX with a weight that is all but the total: (double)items is 2^64,
   and so was that device's share, whose conversion to 64 bits is undefined (x86 gave 0: the
   device of weight 1e-300 took every item, the one of weight 1 none). STATIC (and AUTO,
   which is STATIC here) gives them to the heavy device. */
TEST(partition_near_uint64_max_follows_weights)
{
    static const uint64_t counts[] = { UINT64_MAX, UINT64_MAX - 1000 };
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[8];
    int devs[2] = { 0, 1 }, n, c, s;
    double w[2] = { 1.0, 1e-300 };
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 2) SKIP("needs two devices");
    for (s = 0; s < 2; s++)
        for (c = 0; c < 2; c++) {
            memset(&d, 0, sizeof d);
            d.strategy = s ? DC_BALANCE_AUTO : DC_BALANCE_STATIC;
            d.devices = devs;
            d.device_count = 2;
            d.weights = w;
            n = 8;
            if (!CHECK_OK(dc_partition(ctx, counts[c], &d, r, &n)) || !covers(r, n, counts[c], 1)) continue;
            CHECK(n == 1 && r[0].device == 0);
            if (n != 1 || r[0].device != 0)
                th_note("strategy %d, %llu items: %d ranges, the first %llu items on device %d (weights 1 and 1e-300)", s,
                        (unsigned long long)counts[c], n, (unsigned long long)r[0].count, r[0].device);
        }
}

/* items x weight / total rounds to 2^64 in a double when the items come near 2^64 and
   one weight dwarfs the others: that share must still be the device's (nearly) all,
   not a conversion's garbage (x86 gave 0, and the other device took every item). */
TEST(partition_static_dominant_weight_of_huge_jobs)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[8];
    int devs[2] = { 0, 1 }, n = 8, i;
    double w[2] = { 1e17, 1.0 };
    uint64_t got[2] = { 0, 0 };
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 2) SKIP("needs two devices");
    memset(&d, 0, sizeof d);
    d.strategy = DC_BALANCE_STATIC;
    d.devices = devs;
    d.device_count = 2;
    d.weights = w;
    REQUIRE_OK(dc_partition(ctx, UINT64_MAX, &d, r, &n));
    for (i = 0; i < n; i++) got[r[i].device] += r[i].count;
    CHECK(got[0] + got[1] == UINT64_MAX);
    if (got[0] < UINT64_MAX / 2)
        FAIL("device 0 (weight 1e17) got %llu of %llu items, device 1 (weight 1) %llu", (unsigned long long)got[0],
             (unsigned long long)UINT64_MAX, (unsigned long long)got[1]);
}

TEST(partition_dynamic_and_guided_follow_speed)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[1024];
    int devs[2] = { 0, 1 }, n, i, k;
    double w[2] = { 1.0, 3.0 };
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 2) SKIP("needs two devices");
    for (k = 0; k < 2; k++) {
        uint64_t per[2] = { 0, 0 };
        memset(&d, 0, sizeof d);
        d.strategy = k ? DC_BALANCE_GUIDED : DC_BALANCE_DYNAMIC;
        d.devices = devs;
        d.device_count = 2;
        d.weights = w;
        d.chunk = 100;
        n = 1024;
        REQUIRE_OK(dc_partition(ctx, 100000, &d, r, &n));
        REQUIRE(covers(r, n, 100000, 1));
        for (i = 0; i < n; i++) per[r[i].device] += r[i].count;
        /* the device three times as fast gets about three quarters */
        CHECK(per[1] > 70000 && per[1] < 80000);
        if (k == 0) for (i = 0; i < n; i++) CHECK(r[i].count == 100);
        if (k == 1) CHECK(r[0].count > r[n - 1].count && r[n - 1].count <= 100);
        /* GUIDED: remaining x w / (2 x sum w); the first chunk to device 0 (a tie: the
           earlier device), the next to device 1, free first */
        if (k == 1) {
            CHECK(n >= 2 && r[0].device == 0 && r[0].count == 100000 / 8);
            CHECK(n >= 2 && r[1].device == 1 && r[1].count == (100000 - 100000 / 8) * 3 / 8);
        }
    }
}

TEST(partition_memory_aware_caps_each_device)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[256];
    uint64_t free_bytes = 0, cap, items;
    int devs[1] = { 0 }, n = 256, i;
    REQUIRE(ctx);
    REQUIRE_OK(dc_device_memory(ctx, 0, &free_bytes, NULL));
    memset(&d, 0, sizeof d);
    d.strategy = DC_BALANCE_MEMORY_AWARE;
    d.devices = devs;
    d.device_count = 1;
    d.reserve_bytes = free_bytes / 2;
    d.bytes_per_item = (free_bytes - d.reserve_bytes) / 1000;   /* 1000 items fit at once */
    REQUIRE(d.bytes_per_item > 0);
    cap = (free_bytes - d.reserve_bytes) / d.bytes_per_item;
    items = 3 * cap + 17;
    REQUIRE_OK(dc_partition(ctx, items, &d, r, &n));
    REQUIRE(covers(r, n, items, 1));
    /* streamed: three full loads and the rest (free memory may move a little between the
       two queries on a shared GPU, hence the percent of slack) */
    CHECK(n >= 4 && n <= 5);
    for (i = 0; i < n; i++) CHECK(r[i].count <= cap + cap / 100);
    CHECK(r[0].count + cap / 100 >= cap);   /* full loads, not smaller ones */
    /* a job shorter than a granule is one short granule: its items must fit, not a whole
       granule (the device was left out: OUT_OF_DEVICE_MEMORY) */
    d.granularity = 100000;
    n = 256;
    REQUIRE_OK(dc_partition(ctx, 10, &d, r, &n));
    CHECK(n == 1 && r[0].device == 0 && r[0].first == 0 && r[0].count == 10);
    n = 256;
    CHECK_ERR(dc_partition(ctx, 100001, &d, r, &n), DC_ERROR_OUT_OF_DEVICE_MEMORY);
    d.granularity = 0;
    /* reserve_bytes 0: 1/16 of the free memory is left */
    d.reserve_bytes = 0;
    REQUIRE_OK(dc_device_memory(ctx, 0, &free_bytes, NULL));
    cap = (free_bytes - free_bytes / 16) / d.bytes_per_item;
    items = 2 * cap + 5;
    n = 256;
    REQUIRE_OK(dc_partition(ctx, items, &d, r, &n));
    REQUIRE(covers(r, n, items, 1));
    CHECK(n >= 2 && n <= 4);   /* two full loads and 5 items (the same slack as above) */
    CHECK(r[0].count <= cap + cap / 100 && r[0].count + cap / 100 >= cap);
    /* nothing fits: a clear error, not a crash or an empty split */
    d.bytes_per_item = free_bytes;
    n = 256;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_OUT_OF_DEVICE_MEMORY);
}

/* Two OpenCL devices of the context (their free memory is what the hook's total leaves):
   1, or 0 when there are fewer. */
static int two_opencl(dc_context *ctx, int *devs)
{
    int i, k = 0;
    for (i = 0; i < dc_device_count(ctx) && k < 2; i++)
        if (tk_backend(ctx, i) == DC_BACKEND_OPENCL) devs[k++] = i;
    return k == 2;
}

/* Sets device `dev`'s total memory so that MEMORY_AWARE with reserve_bytes 1 holds `items`
   items of `bpi` bytes at once; returns the old total (to set back). */
static uint64_t hold_only(dc_context *ctx, int dev, uint64_t items, uint64_t bpi)
{
    uint64_t free_bytes = 0, total = 0;
    if (dc_device_memory(ctx, dev, &free_bytes, &total) != DC_SUCCESS) return 0;
    return tk_device_total_memory(ctx, dev, (total - free_bytes) + items * bpi + 1);
}

/* Devices that hold very different amounts at once. MEMORY_AWARE keeps every range within
   its device's cap and the weights still decide each device's total, in whichever order
   the devices are listed; work beyond all caps together comes in waves, not an error.
   The split once gave the last device listed whatever an earlier one's cap cut off (in
   one pass), and re-split the rest by weight in further passes: weights 1:1 with the
   small device first came out 100:900, listed second 250:750, and two devices of equal
   caps got equal totals whatever their weights (3:1 came out 500:500). */
TEST(partition_memory_aware_unequal_caps_follow_weights)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[4096];
    uint64_t old[2], got[2], cap[2];
    double w[2];
    int devs[2], list[2], n, i, order, g;
    REQUIRE(ctx);
    if (!two_opencl(ctx, devs)) SKIP("needs two OpenCL devices (the hook sets an OpenCL device's memory)");
    memset(&d, 0, sizeof d);
    d.strategy = DC_BALANCE_MEMORY_AWARE;
    d.bytes_per_item = 1000;
    d.reserve_bytes = 1;
    d.weights = w;
    d.devices = list;
    d.device_count = 2;
    cap[0] = 100;     /* devs[0] holds 100 items at once, devs[1] 5000 */
    cap[1] = 5000;
    old[0] = hold_only(ctx, devs[0], cap[0], d.bytes_per_item);
    old[1] = hold_only(ctx, devs[1], cap[1], d.bytes_per_item);
    for (g = 0; g < 2; g++)
        for (order = 0; order < 2; order++) {
            /* weights 1:1; the job fits devs[1] alone, not devs[0] */
            d.granularity = g ? 64 : 0;
            list[0] = devs[order];
            list[1] = devs[1 - order];
            w[0] = w[1] = 1.0;
            n = 4096;
            if (!CHECK_OK(dc_partition(ctx, 1000, &d, r, &n)) || !covers(r, n, 1000, g ? 64 : 1)) continue;
            got[0] = got[1] = 0;
            for (i = 0; i < n; i++) {
                int k = r[i].device == devs[0] ? 0 : 1;
                got[k] += r[i].count;
                if (r[i].count > cap[k])
                    FAIL("granularity %d, order %d: range %d of device %d has %llu items, more than the %llu it holds", g ? 64 : 1,
                         order, i, r[i].device, (unsigned long long)r[i].count, (unsigned long long)cap[k]);
            }
            if (got[0] + 64 < 500 || got[0] > 500 + 64 || got[1] + 64 < 500 || got[1] > 500 + 64)
                FAIL("granularity %d, devices listed %s: weights 1:1 gave %llu (holds %llu at once) and %llu items; expected 500 each",
                     g ? 64 : 1, order ? "large first" : "small first", (unsigned long long)got[0], (unsigned long long)cap[0],
                     (unsigned long long)got[1]);
        }
    /* equal caps, weights 3:1, far more work than both hold at once: waves, 750:250 */
    tk_device_total_memory(ctx, devs[1], old[1]);
    old[1] = hold_only(ctx, devs[1], cap[0], d.bytes_per_item);
    d.granularity = 0;
    list[0] = devs[0];
    list[1] = devs[1];
    w[0] = 3.0;
    w[1] = 1.0;
    n = 4096;
    if (CHECK_OK(dc_partition(ctx, 1000, &d, r, &n)) && covers(r, n, 1000, 1)) {
        got[0] = got[1] = 0;
        for (i = 0; i < n; i++) {
            got[r[i].device == devs[0] ? 0 : 1] += r[i].count;
            CHECK(r[i].count <= cap[0]);
        }
        if (got[0] != 750 || got[1] != 250)
            FAIL("equal caps of 100 items, weights 3:1: %llu and %llu items; expected 750 and 250", (unsigned long long)got[0],
                 (unsigned long long)got[1]);
        CHECK(n >= 11);   /* 750 and 250 in ranges of at most 100: 8 and 3 at least */
    }
    tk_device_total_memory(ctx, devs[0], old[0]);
    tk_device_total_memory(ctx, devs[1], old[1]);
}

TEST(partition_bad_input)
{
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc d;
    dc_range r[4];
    int n = 4, devs[2] = { 0, 0 }, many[65], i;
    double w[2] = { 1.0, -1.0 };
    volatile double zero = 0.0;   /* NaN and infinity at run time (no constant-folding warnings) */
    REQUIRE(ctx);
    memset(&d, 0, sizeof d);
    CHECK_ERR(dc_partition(NULL, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_partition(ctx, 10, &d, r, NULL), DC_ERROR_INVALID_ARGUMENT);
    d.strategy = DC_BALANCE_COUNT;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    d.strategy = DC_BALANCE_STATIC;
    d.devices = devs;
    d.device_count = 2;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);   /* listed twice */
    d.device_count = 0;   /* "device_count outside 1..64 with devices set" */
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    for (i = 0; i < 65; i++) many[i] = i;
    d.devices = many;
    d.device_count = 65;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    d.devices = NULL;     /* a count without its list: "not 0 with devices NULL" */
    d.device_count = 1;
    n = 4;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    d.devices = devs;
    d.device_count = 2;
    devs[1] = dc_device_count(ctx);
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_OUT_OF_RANGE);
    d.device_count = 1;
    d.weights = w;
    w[0] = -1.0;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    w[0] = 0.0 / zero;   /* NaN and infinity: "a negative or non-finite weight" */
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    w[0] = 1.0 / zero;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    w[0] = 0.0;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);   /* nobody takes part */
    CHECK_ERR(dc_partition(ctx, 0, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);    /* with 0 items too, as dc_dispatch */
    d.strategy = DC_BALANCE_MEMORY_AWARE;   /* the same, not OUT_OF_DEVICE_MEMORY: no device was asked to hold any */
    d.bytes_per_item = 4;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);
    d.bytes_per_item = 0;
    d.weights = NULL;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);   /* no bytes_per_item */
    d.strategy = DC_BALANCE_STATIC;
    n = -1;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_INVALID_ARGUMENT);   /* a negative capacity */
    /* too small an array: OUT_OF_RANGE, and the count needed */
    d.strategy = DC_BALANCE_DYNAMIC;
    d.chunk = 1;
    n = 4;
    CHECK_ERR(dc_partition(ctx, 10, &d, r, &n), DC_ERROR_OUT_OF_RANGE);
    CHECK_EQ(n, 10);
    n = 0;
    CHECK_OK(dc_partition(ctx, 10, &d, NULL, &n));   /* NULL ranges: the count alone */
    CHECK_EQ(n, 10);
    n = 4;
    CHECK_OK(dc_partition(ctx, 0, &d, r, &n));       /* 0 items: nothing to do */
    CHECK_EQ(n, 0);
    /* more ranges than an int counts: OUT_OF_RANGE at once (the count used to wrap
       negative, and a negative count passed the capacity check into a write), with or
       without an array; GUIDED's chunks shrink as the job drains: few, however many items */
    n = 4;
    CHECK_ERR(dc_partition(ctx, (uint64_t)1 << 40, &d, r, &n), DC_ERROR_OUT_OF_RANGE);
    CHECK(n >= 0 && n <= 4);
    n = 0;
    CHECK_ERR(dc_partition(ctx, (uint64_t)0x80000003u, &d, NULL, &n), DC_ERROR_OUT_OF_RANGE);
    CHECK(n >= 0);
    d.strategy = DC_BALANCE_GUIDED;
    n = 0;
    CHECK_OK(dc_partition(ctx, (uint64_t)1 << 62, &d, NULL, &n));
    CHECK(n > 0 && n < 100000);
}
