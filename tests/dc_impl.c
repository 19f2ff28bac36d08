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
