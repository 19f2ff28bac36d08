/* test_backends.c - every compiled backend fills every entry of the backend interface.

   This file compiles its own private copy of the implementation (DC_STATIC) so that it
   can reach the registry and the table check that context creation also asserts. A new
   backend that forgets an entry fails here by name, on any machine, before any driver
   is loaded. */
#define DC_IMPLEMENTATION
#define DC_STATIC
#include "dotcompute.h"
#include "harness.h"

TEST(backend_tables_are_complete)
{
    unsigned ids = 0;
    size_t i;
    CHECK(DC__COUNTOF(dc__backend_registry) >= 1);
    for (i = 0; i < DC__COUNTOF(dc__backend_registry); i++) {
        dc__backend b;
        const char *missing;
        memset(&b, 0, sizeof b);
        dc__backend_registry[i](&b);
        missing = dc__backend_missing_entry(&b);
        if (missing) FAIL("backend %u (%s) leaves '%s' unset", (unsigned)i, b.name ? b.name : "?", missing);
        CHECK((b.id & DC_BACKEND_ALL) == b.id && b.id != 0);
        CHECK((ids & b.id) == 0);   /* one bit per backend */
        ids |= b.id;
    }
}

/* The check itself must catch a missing entry, or the test above cannot fail. */
TEST(backend_table_check_catches_a_gap)
{
    dc__backend b;
    const char *missing;
    memset(&b, 0, sizeof b);
    dc__backend_registry[0](&b);
    REQUIRE(dc__backend_missing_entry(&b) == NULL);
    b.event_query = NULL;
    missing = dc__backend_missing_entry(&b);
    CHECK(missing != NULL && strcmp(missing, "event_query") == 0);
    dc__backend_registry[0](&b);
    b.source_kind = NULL;
    CHECK(dc__backend_missing_entry(&b) != NULL);
}

#ifndef _WIN32
/* The loader's reasons (dc__dlerror_why): a missing file says nothing (the list of names
   tried says it), anything else is reported without the path dlerror starts with, and a
   missing dependency, which dlerror names instead of the file asked for, is reported. */
TEST(loader_reasons_from_dlerror)
{
    char why[256];
    dc__dlerror_why("libOpenCL.so.1", "libOpenCL.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    dc__dlerror_why("/opt/x/libOpenCL.so.1", "/opt/x/libOpenCL.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    dc__dlerror_why("/opt/x/libOpenCL.so.1", "/opt/x/libOpenCL.so.1: file too short", why, sizeof why);
    CHECK(strcmp(why, "file too short") == 0);
    dc__dlerror_why("libcuda.so.1", "libnvidia-ptxjitcompiler.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK(strstr(why, "libnvidia-ptxjitcompiler.so.1") != NULL);
    dc__dlerror_why("libcuda.so.1", "libcuda.so.1: undefined symbol: foo", why, sizeof why);
    CHECK(strcmp(why, "undefined symbol: foo") == 0);
    dc__dlerror_why("libcuda.so.1", NULL, why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
}
#endif
