/* device_list.c - every device dotcompute.h finds, and how the devices reach each other.

   Build:  cc -std=c99 -O2 -I. examples/device_list.c -o device_list -ldl -lpthread
   Run:    ./device_list          (an NVIDIA GPU seen through CUDA and OpenCL is listed once)
           ./device_list --all    (DC_CONTEXT_KEEP_DUPLICATES: list it through both)

   Shows: creating a context with and without a descriptor, dc_device_get_info,
   dc_device_memory, dc_topology_print, and reporting errors with dc_result_name and
   dc_last_error (report_error, in example_common.h beside this file). Without a GPU,
   PoCL gives CPU devices: POCL_DEVICES="pthread pthread". */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <string.h>

#define NAME "device_list"
#include "example_common.h"   /* report_error, report_context_error */

#define MB(bytes) ((unsigned long long)((bytes) / (1024u * 1024u)))

static const char *yes_no(unsigned caps, unsigned bit)
{
    return (caps & bit) ? "True" : "False";
}

/* One device: what dc_device_get_info and dc_device_memory tell about it; 0 on failure. */
static int print_device(dc_context *ctx, int d)
{
    dc_device_info info;
    uint64_t free_bytes = 0, total_bytes = 0;
    dc_result r;

    r = dc_device_get_info(ctx, d, &info);
    if (r != DC_SUCCESS) { report_error("dc_device_get_info", r); return 0; }
    r = dc_device_memory(ctx, d, &free_bytes, &total_bytes);
    if (r != DC_SUCCESS) { report_error("dc_device_memory", r); return 0; }

    printf("Device %d: %s\n", d, info.name);
    if (info.backend == DC_BACKEND_CUDA)
        printf("  Type: CUDA   Vendor: %s   Driver: %s\n", info.vendor, info.driver_version);
    else
        printf("  Type: OpenCL (%s)   Vendor: %s   Driver: %s\n",
               info.platform, info.vendor, info.driver_version);
    printf("  Memory: %llu MB (free %llu MB)   Compute Units: %d   Clock: %d MHz\n",
           MB(info.total_memory), MB(free_bytes), info.compute_units, info.clock_mhz);
    printf("  %s: %d.%d   PCI: %s   Max block: %d   Max alloc: %llu MB   Local memory: %llu KB\n",
           info.backend == DC_BACKEND_CUDA ? "Compute capability" : "OpenCL version",
           info.version_major, info.version_minor,
           info.pci_bus_id[0] ? info.pci_bus_id : "-",
           info.max_block_size, MB(info.max_allocation), (unsigned long long)(info.max_local_memory >> 10));
    printf("  FP64: %s  FP16: %s  Unified memory: %s  Host memory: %s  CPU: %s  P2P Capable: %s\n",
           yes_no(info.caps, DC_CAP_FP64), yes_no(info.caps, DC_CAP_FP16),
           yes_no(info.caps, DC_CAP_UNIFIED_MEMORY), yes_no(info.caps, DC_CAP_HOST_MEMORY),
           yes_no(info.caps, DC_CAP_CPU), yes_no(info.caps, DC_CAP_PEER));
    return 1;
}

/* The link and copy path between every pair, as dc_topology_print draws it. */
static int print_topology(dc_context *ctx)
{
    dc_result r;
    printf("\n");
    r = dc_topology_print(ctx, stdout);
    if (r != DC_SUCCESS) { report_error("dc_topology_print", r); return 0; }
    return 1;
}

int main(int argc, char **argv)
{
    dc_context_desc desc;
    dc_context *ctx = NULL;
    dc_result r;
    int all = 0, count, d, ok = 1;

    if (argc > 2 || (argc == 2 && strcmp(argv[1], "--all") != 0)) {
        fprintf(stderr, "usage: %s [--all]\n", argv[0]);
        return 2;
    }
    all = (argc == 2);

    if (all) {
        memset(&desc, 0, sizeof desc);
        desc.flags = DC_CONTEXT_KEEP_DUPLICATES;
        r = dc_context_create(&desc, &ctx);
    } else {
        r = dc_context_create(NULL, &ctx);   /* every device of every backend */
    }
    if (r != DC_SUCCESS) { report_context_error(r); return 1; }

    count = dc_device_count(ctx);
    if (count <= 0) {
        fprintf(stderr, NAME ": the context has no device\n");
        dc_context_destroy(ctx);
        return 1;
    }
    for (d = 0; d < count && ok; d++) {
        if (d > 0) printf("\n");
        ok = print_device(ctx, d);
    }
    if (ok) ok = print_topology(ctx);

    dc_context_destroy(ctx);
    return ok ? 0 : 1;
}
