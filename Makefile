# dotcompute.h - build the examples, run the tests, the benchmarks and the GPU checks.
#
#   make              build every example into build/
#   make demo         build and run examples/device_list and examples/vector_add
#   make test-examples  every example run from another folder on 1, 2 and 4 PoCL devices, with bad
#                     arguments too, as built by `make` and under ASan+UBSan (tools/examples_test.sh)
#   make test         unit tests under several PoCL device configurations (tests/run.sh)
#   make test-3-ranks the collectives, partition and together tests on three PoCL pthread devices
#                     (an odd count of ranks whose commands run asynchronously; CI runs it)
#   make test-asan    the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make test-tsan    the thread tests (and the rest) under ThreadSanitizer
#   make test-fault   failure injection at driver calls and host allocations (tests/test_oom.c),
#                     under ASan/LeakSanitizer (every one, but a seeded sample of those of an
#                     operation that makes more than 160 calls or allocations)
#   make soak         the model-based random test (tests/test_model.c), 200 seeds x 2000 steps per
#                     test and configuration instead of a few short ones (30-40 minutes on 2 cores)
#   make soak-dispatch  dc_dispatch and dc_pipeline_run with the large cases (DC_DISPATCH_FULL=1)
#   make soak-fault   every driver call and allocation of every fault test fails in turn
#                     (DC_FAULT_FULL=1, DC_OOM_FULL=1)
#   make soak-collectives  the collectives' whole matrix: every small case with and without zero
#                     handles, every large case (DC_COLL_FULL=1; DC_COLL_SEED=<seed> replays a run)
#   make coverage     the lines and branches of dotcompute.h that the suite and the fault tests
#                     run on PoCL, by section; the ones never run in build/coverage/uncovered.txt
#                     (tools/coverage.sh; needs gcov and python3)
#   make check-compile  every configuration of the header, and the names it leaves in the caller's
#                     program: macros, exported symbols, include orders (tools/check_compile.sh)
#   make analyze      clang's static analyzer over the implementation; fails on a finding that
#                     tools/analyze_known.txt does not list as read (tools/analyze.sh, a minute)
#   make kernels      PTX from kernels/*.cu and tests/test_kernels.cu (needs nvcc), then `embed`
#   make embed        the built-in kernels of dotcompute.h (its last section) from kernels/collectives.*;
#                     regenerates kernels/collectives.ptx first where nvcc is found (tools/embed.sh)
#   make bench        build and run every bench/*.c (bench/launch, bench/bandwidth ...)
#   make gpu-test     everything for a GPU machine in one command (tools/gpu_test.sh);
#                     DC_GPU_TEST_STEPS="suite memcheck ..." runs some of its steps
#   make plots        PNG charts from bench/results/*.json into bench/plots/ (tools/plots.py;
#                     installs matplotlib with apt-get or pip first where it is missing)
#   make test-windows the examples, the tests and the benchmarks built with mingw-w64 and run
#                     under Wine on 1 and 2 PoCL devices (tools/windows_test.sh; installs
#                     mingw-w64, Wine and PoCL with apt-get where they are missing)
#
# `demo` and `test` install PoCL (a CPU OpenCL driver) with apt-get when the machine has
# neither an OpenCL ICD nor a CUDA driver. Outputs go to build/.

CC ?= cc
CLANG ?= clang
WARN = -std=c99 -Wall -Wextra -Wpedantic -Werror
CFLAGS ?= -O2 -g
# libm for the tests and the benchmarks (floor, fabs ...: inlined at -O2, called at -O0);
# the library itself needs only -ldl -lpthread
LDLIBS = -ldl -lpthread -lm
BUILD = build

HEADER = dotcompute.h
EXAMPLES = $(patsubst examples/%.c,$(BUILD)/%,$(wildcard examples/*.c))
BENCH_PROGRAMS = $(patsubst bench/%.c,$(BUILD)/bench_%,$(wildcard bench/*.c))

TEST_SRCS = tests/harness.c tests/common.c tests/test_impl.c tests/test_errors.c \
            tests/test_memory.c tests/test_streams.c tests/test_kernels.c \
            tests/test_context.c tests/test_transfers.c tests/test_paths.c tests/threads.c \
            tests/test_backends.c tests/test_model.c tests/test_partition.c \
            tests/test_dispatch.c tests/test_pipeline.c tests/test_coll_kernels.c tests/test_collectives.c \
            tests/test_flag_model.c tests/test_nccl.c tests/test_profile.c tests/test_callbacks.c \
            tests/test_together.c
TEST_HDRS = tests/harness.h tests/common.h tests/test_kernels_ptx.h tests/fault_dispatch.h $(HEADER)
FAULT_SRCS = tests/harness.c tests/common.c tests/fault.c tests/fault_dispatch.c tests/fault_pipeline.c \
             tests/fault_collectives.c tests/test_oom.c

ASAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
TSAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=thread

# use_sigaltstack=0: LLVM inside PoCL installs its own alternate signal stack on threads
# that build programs; ASan then fails to unmap "its" stack when such a thread exits.
# intercept_tls_get_addr=0: libasan before LLVM 17 (GCC 12's, clang 14's) takes a malloc'd
# dynamic TLS block 16 bytes past a 4 KiB boundary (libLLVM's, at PoCL's first clang run on
# a thread) for glibc 2.19's mmap'd one, reads ASan's chunk header before it as its range,
# and LeakSanitizer's exit scan dies there ("Tracer caught signal 11"; google/sanitizers
# #1322). Our own thread-locals are static TLS, still scanned.
export ASAN_OPTIONS ?= detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1:use_sigaltstack=0:intercept_tls_get_addr=0
export LSAN_OPTIONS ?= suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS ?= print_stacktrace=1:halt_on_error=1
# atexit_sleep_ms=0: TSan's default sleeps 1 s before every process exits, and every test
# is a process of its own (500 of them: 8 of CI's 30 minutes); each test has destroyed its
# contexts and joined the library's threads before it exits.
export TSAN_OPTIONS ?= suppressions=$(CURDIR)/tests/tsan.supp:halt_on_error=0:report_signal_unsafe=0:second_deadlock_stack=1:atexit_sleep_ms=0

.PHONY: all demo test test-asan test-tsan test-fault test-3-ranks check-compile analyze kernels embed bench gpu-test \
        clean opencl-runtime tests test-examples

all: $(EXAMPLES)

$(BUILD):
	mkdir -p $(BUILD)

# --- examples --------------------------------------------------------------------------
$(BUILD)/%: examples/%.c examples/example_common.h $(HEADER) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -I. $< -o $@ $(LDLIBS)

# Installs PoCL when there is no OpenCL ICD and no CUDA driver (tools/ensure_opencl.sh).
opencl-runtime:
	@sh tools/ensure_opencl.sh

demo: $(BUILD)/device_list $(BUILD)/vector_add opencl-runtime
	$(BUILD)/device_list
	$(BUILD)/vector_add

# The examples under ASan+UBSan as build/asan-X: beside build/X, so that they find kernels/
# the same way (in the executable's folder, then the one above it).
ASAN_EXAMPLES = $(patsubst examples/%.c,$(BUILD)/asan-%,$(wildcard examples/*.c))

$(BUILD)/asan-%: examples/%.c examples/example_common.h $(HEADER) | $(BUILD)
	$(CC) $(WARN) $(ASAN_FLAGS) -I. $< -o $@ $(LDLIBS)

test-examples: $(EXAMPLES) $(ASAN_EXAMPLES) opencl-runtime
	sh tools/examples_test.sh $(BUILD)/ $(BUILD)/asan-

# --- tests -----------------------------------------------------------------------------
$(BUILD)/tests: $(TEST_SRCS) tests/dc_impl.c $(TEST_HDRS) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -I. -c tests/dc_impl.c -o $(BUILD)/dc_impl.o
	$(CC) $(WARN) $(CFLAGS) -I. $(TEST_SRCS) $(BUILD)/dc_impl.o -o $@ $(LDLIBS)

$(BUILD)/asan/tests: $(TEST_SRCS) tests/dc_impl.c $(TEST_HDRS)
	mkdir -p $(BUILD)/asan
	$(CC) $(WARN) $(ASAN_FLAGS) -I. tests/dc_impl.c $(TEST_SRCS) -o $@ $(LDLIBS)

$(BUILD)/tsan/tests: $(TEST_SRCS) tests/dc_impl.c $(TEST_HDRS)
	mkdir -p $(BUILD)/tsan
	$(CLANG) $(WARN) $(TSAN_FLAGS) -I. tests/dc_impl.c $(TEST_SRCS) -o $@ $(LDLIBS)

$(BUILD)/fault/fault: $(FAULT_SRCS) tests/dc_impl.c $(TEST_HDRS)
	mkdir -p $(BUILD)/fault
	$(CC) $(WARN) $(ASAN_FLAGS) -DDC_FAULT_INJECTION -I. tests/dc_impl.c $(FAULT_SRCS) -o $@ $(LDLIBS)

# --coverage -O0 copies of the tests and the fault-injection tests for `make coverage`
# (tools/coverage.sh): the implementation's object compiled alone, so that its counts are
# one file of their own
COV_FLAGS = --coverage -O0 -g

$(BUILD)/coverage/tests: $(TEST_SRCS) tests/dc_impl.c $(TEST_HDRS)
	mkdir -p $(BUILD)/coverage
	$(CC) $(WARN) $(COV_FLAGS) -I. -c tests/dc_impl.c -o $(BUILD)/coverage/dc_impl.o
	$(CC) $(WARN) $(COV_FLAGS) -I. $(TEST_SRCS) $(BUILD)/coverage/dc_impl.o -o $@ $(LDLIBS)

$(BUILD)/coverage/fault/fault: $(FAULT_SRCS) tests/dc_impl.c $(TEST_HDRS)
	mkdir -p $(BUILD)/coverage/fault
	$(CC) $(WARN) $(COV_FLAGS) -DDC_FAULT_INJECTION -I. -c tests/dc_impl.c -o $(BUILD)/coverage/fault/dc_impl.o
	$(CC) $(WARN) $(COV_FLAGS) -DDC_FAULT_INJECTION -I. $(FAULT_SRCS) $(BUILD)/coverage/fault/dc_impl.o -o $@ $(LDLIBS)

tests: $(BUILD)/tests

test: $(BUILD)/tests opencl-runtime
	sh tests/run.sh $(BUILD)/tests

test-asan: $(BUILD)/asan/tests opencl-runtime
	sh tests/run.sh $(BUILD)/asan/tests

# TSan: the whole suite on one and on two devices of PoCL's pthread driver. PoCL 3.1's
# basic driver deadlocks inside its own event code under TSan's timing (see the notes in
# tests/repro/), so it is left to `make test` and `make test-asan`.
test-tsan: $(BUILD)/tsan/tests opencl-runtime
	DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="pthread|pthread pthread" sh tests/run.sh $(BUILD)/tsan/tests

# The collectives and the partitions on three PoCL pthread devices: an odd count of ranks
# whose commands run asynchronously ("basic" runs each command as it is queued, so four
# basic devices miss ordering slips that three pthread ones show, e.g. the chain
# broadcast's). CI runs it beside `make test` (about 30 s).
test-3-ranks: $(BUILD)/tests opencl-runtime
	DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="pthread pthread pthread" sh tests/run.sh $(BUILD)/tests collectives partition together

# Fault injection on one device, and on two devices of different drivers.
# A test's limit is 600 s here: dc_comm_create under injection builds the collectives'
# kernels some 600 times (about 90 s on two cores).
test-fault: $(BUILD)/fault/fault opencl-runtime
	DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="pthread|pthread basic" DC_TEST_TIMEOUT_TEST=600 sh tests/run.sh $(BUILD)/fault/fault

# Long run of the model-based random test; a failure prints its seed and the command that
# replays it. The per-test and per-run time limits are raised to match.
.PHONY: soak
soak: $(BUILD)/tests opencl-runtime
	DC_MODEL_SEEDS=200 DC_MODEL_STEPS=2000 DC_TEST_TIMEOUT_TEST=3000 DC_TEST_TIMEOUT=3600 \
	    sh tests/run.sh $(BUILD)/tests model

# The dispatch and pipeline tests with their large cases (4 Mi items per strategy).
.PHONY: soak-dispatch
soak-dispatch: $(BUILD)/tests opencl-runtime
	DC_DISPATCH_FULL=1 DC_TEST_TIMEOUT_TEST=1200 DC_TEST_TIMEOUT=3600 \
	    sh tests/run.sh $(BUILD)/tests dispatch pipeline

# Every driver call of every fault-injection test fails in turn (test-fault samples the
# calls of operations that make more than 160).
.PHONY: soak-fault
soak-fault: $(BUILD)/fault/fault opencl-runtime
	DC_FAULT_FULL=1 DC_OOM_FULL=1 DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="pthread|pthread basic" DC_TEST_TIMEOUT_TEST=3000 DC_TEST_TIMEOUT=7200 \
	    sh tests/run.sh $(BUILD)/fault/fault

# The collectives' whole matrix (tests/test_collectives.c): every large case (1 Mi + 3
# elements per rank) instead of one per collective, longer chains, more threads.
.PHONY: soak-collectives
soak-collectives: $(BUILD)/tests opencl-runtime
	DC_COLL_FULL=1 DC_TEST_TIMEOUT_TEST=3000 DC_TEST_TIMEOUT=7200 \
	    sh tests/run.sh $(BUILD)/tests collectives

# Which lines and branches of dotcompute.h the suite and the fault-injection tests run on
# PoCL, by section of the header (about 10 minutes on 2 cores).
.PHONY: coverage
coverage: $(BUILD)/coverage/tests $(BUILD)/coverage/fault/fault opencl-runtime
	sh tools/coverage.sh $(BUILD)/coverage

check-compile:
	sh tools/check_compile.sh

analyze:
	CLANG=$(CLANG) sh tools/analyze.sh

# --- kernels (needs nvcc; the PTX is committed so nobody else does) --------------------
# Deliberately no file-time rules for generated files: a clone checks files out in path
# order, so tools/ is often newer than the PTX it made, and make would then reach for nvcc
# in `make test` on a machine that has none. Default targets use the committed files as
# they are; `make kernels` and `make embed` always regenerate (CI re-runs text_to_c.sh and
# `make embed`, without nvcc, and checks that git sees no change).
# kernels/collectives.cu is left to `embed`: it becomes PTX for sm_70 with ISA 6.0 (CUDA 9.0
# drivers and up), not the sm_75 / 7.0 of the others.
kernels:
	for cu in kernels/*.cu; do [ "$$cu" = kernels/collectives.cu ] || sh tools/make_ptx.sh "$$cu" "$${cu%.cu}.ptx" || exit 1; done
	sh tools/make_ptx.sh tests/test_kernels.cu tests/test_kernels.ptx
	sh tools/text_to_c.sh test_kernels_ptx tests/test_kernels.ptx tests/test_kernels_ptx.h
	sh tools/embed.sh

# The collectives' reduction kernels, embedded as the last section of dotcompute.h.
embed:
	sh tools/embed.sh

# --- benchmarks ------------------------------------------------------------------------
$(BUILD)/bench_%: bench/%.c bench/bench_common.h $(HEADER) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -I. $< -o $@ $(LDLIBS)

bench: $(BENCH_PROGRAMS) opencl-runtime
	@for b in $(BENCH_PROGRAMS); do echo "== $$b"; $$b || exit 1; done

# --- everything for a GPU machine ------------------------------------------------------
# tools/gpu_test.sh: devices, the suite, vector_add, the CUDA-only checks, the suite under
# compute-sanitizer (memcheck, racecheck, synccheck) and every benchmark; each step runs
# even when an earlier one failed, and the last line sums them.
gpu-test: $(BUILD)/device_list $(BUILD)/vector_add $(BUILD)/profile $(BUILD)/tests $(BUILD)/fault/fault $(BENCH_PROGRAMS)
	sh tools/gpu_test.sh $(BUILD) $(BENCH_PROGRAMS)

# --- Windows builds, run under Wine ---------------------------------------------------
# mingw-w64's printf is its own (%zu, %lld) with __USE_MINGW_ANSI_STDIO; -static carries
# its runtime and winpthreads (which the tests use; the library uses Win32 itself) in the
# .exe, so that Wine needs no DLL besides the system's.
WIN_CC ?= x86_64-w64-mingw32-gcc
WIN_BUILD = $(BUILD)/win
WIN_FLAGS = $(WARN) -O2 -D__USE_MINGW_ANSI_STDIO=1
WIN_EXAMPLES = $(patsubst examples/%.c,$(WIN_BUILD)/%.exe,$(wildcard examples/*.c))
WIN_BENCH = $(patsubst bench/%.c,$(WIN_BUILD)/bench_%.exe,$(wildcard bench/*.c))

$(WIN_BUILD)/%.exe: examples/%.c examples/example_common.h $(HEADER)
	@mkdir -p $(WIN_BUILD)
	$(WIN_CC) $(WIN_FLAGS) -I. $< -o $@ -static

$(WIN_BUILD)/bench_%.exe: bench/%.c bench/bench_common.h $(HEADER)
	@mkdir -p $(WIN_BUILD)
	$(WIN_CC) $(WIN_FLAGS) -I. $< -o $@ -static

$(WIN_BUILD)/tests.exe: $(TEST_SRCS) tests/dc_impl.c $(TEST_HDRS)
	@mkdir -p $(WIN_BUILD)
	$(WIN_CC) $(WIN_FLAGS) -I. tests/dc_impl.c $(TEST_SRCS) -o $@ -static -lpthread

.PHONY: windows-toolchain test-windows
windows-toolchain:
	@sh tools/windows_test.sh --install

test-windows: windows-toolchain opencl-runtime
	@$(MAKE) $(WIN_EXAMPLES) $(WIN_BENCH) $(WIN_BUILD)/tests.exe
	sh tools/windows_test.sh $(WIN_BUILD)

# --- charts of the measured results (not needed by demo or test) -----------------------
.PHONY: plots
plots:
	@sh tools/ensure_matplotlib.sh
	python3 tools/plots.py bench/results bench/plots

clean:
	rm -rf $(BUILD)
