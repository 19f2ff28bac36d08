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
