/* dc_impl.c - the one translation unit of the test binaries that compiles the library.
   Built with the test's flags (sanitizers, -DDC_FAULT_INJECTION). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"
