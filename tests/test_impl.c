/* test_impl.c - a misspelled DC_IMPLEMENTATION must not go unnoticed.

   stb's own test once defined STB_C_LEXER_IMPLEMENTATIOn and silently compiled nothing.
   This file declares a few API symbols weak: if dc_impl.c (or a user's file) compiled no
   implementation, the binary still links and this test fails at run time, saying why,
   instead of a later test crashing on a NULL call. tools/check_compile.sh checks the same
   at build level (the implementation object must define the symbols). */
#include "harness.h"

#pragma weak dc_result_name
#pragma weak dc_context_create
#pragma weak dc_launch
#pragma weak dc_buffer_create

TEST(implementation_is_compiled_in)
{
    const char *(*volatile name_fn)(dc_result) = dc_result_name;
    dc_result (*volatile create_fn)(const dc_context_desc *, dc_context **) = dc_context_create;
    dc_result (*volatile launch_fn)(dc_context *, const dc_launch_desc *) = dc_launch;
    dc_result (*volatile buffer_fn)(dc_context *, int, uint64_t, dc_buffer *) = dc_buffer_create;
    if (!name_fn || !create_fn || !launch_fn || !buffer_fn) {
        FAIL("the library's implementation is missing (is DC_IMPLEMENTATION spelled right in "
             "exactly one file?)");
        return;
    }
    CHECK(strcmp(name_fn(DC_ERROR_KERNEL_BUILD), "DC_ERROR_KERNEL_BUILD") == 0);
    CHECK_EQ(DC_VERSION_MAJOR, 0);
    CHECK(DC_VERSION_MINOR >= 1);
}

/* The harness's own process handling, which every other test relies on to pin a crash or
   a hang on its test (POSIX: fork and waitpid; Windows: CreateProcess and
   WaitForSingleObject): an exit code comes back as it was, an abort is neither a pass, a
   failure nor a skip, and a process that hangs is still running after a wait and ends
   when killed. */
TEST(harness_child_processes)
{
    th_proc p;
    int status = -12345;
    REQUIRE(th_proc_start("harness:exit7", NULL, &p));
    CHECK_EQ(th_proc_wait(p, 60000, &status), 1);
    CHECK_EQ(status, 7);

    status = 0;
    REQUIRE(th_proc_start("harness:abort", NULL, &p));
    CHECK_EQ(th_proc_wait(p, 60000, &status), 1);
    if (status == 0 || status == 1 || status == 2) FAIL("an aborted process ended with status %d", status);

    REQUIRE(th_proc_start("harness:hang", NULL, &p));
    CHECK_EQ(th_proc_wait(p, 300, &status), 0);
    th_proc_kill(p);
}

/* th_iterations: DC_TEST_QUICK=1 gives a quarter of a loop's count (never below one
   pass of a short loop), =0 the full count even in a sanitizer's build. */
TEST(harness_iterations_follow_dc_test_quick)
{
    const char *e = getenv("DC_TEST_QUICK");
    char old[64] = "";
    int had = e != NULL;
    if (had) snprintf(old, sizeof old, "%s", e);
    REQUIRE(th_setenv("DC_TEST_QUICK", "1") == 0);
    CHECK_EQ(th_iterations(2000), 500);
    CHECK_EQ(th_iterations(3), 3);
    REQUIRE(th_setenv("DC_TEST_QUICK", "0") == 0);
    CHECK_EQ(th_iterations(2000), 2000);
    CHECK(th_setenv("DC_TEST_QUICK", had ? old : NULL) == 0);
}

/* DC_TEST_RETRY (Wine on CI): a test that fails once runs again, the second result counts
   and the test is named as passed on a retry; without it the failure stands. */
TEST(harness_retries_a_failed_test_when_asked)
{
    char dir[512], mark[600];
    const char *env[] = { "DC_TEST_MARK", mark, "DC_TEST_RETRY", "1", NULL };   /* set here, or inherited */
    int retry, status;
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_retry_"));
    snprintf(mark, sizeof mark, "%s/mark", dir);
    for (retry = 0; retry <= 1; retry++) {
        th_proc p;
        remove(mark);
        env[3] = retry ? "1" : "0";
        status = -12345;
        REQUIRE(th_proc_start("harness:retry", env, &p));
        CHECK_EQ(th_proc_wait(p, 60000, &status), 1);
        CHECK_EQ(status, retry ? 0 : 1);
    }
    remove(mark);
    CHECK_EQ(th_remove_dir(dir), 0);
}
