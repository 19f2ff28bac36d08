/* multi_process.c - one process per GPU, the ranks of one communicator on NCCL.

   Build:  cc -std=c99 -O2 -I. examples/multi_process.c -o multi_process -ldl -lpthread
   Run:    ./multi_process [RANKS [N]]    RANKS processes (default 2), one per CUDA device;
                                          N floats per rank (default 1048576)
   Needs:  RANKS CUDA devices and NCCL (libnccl.so.2: NCCL_LIB, the system's search, or
           pip's nvidia-nccl wheel); without them it says what is missing and exits 1.
           POSIX (fork, pipes); on Windows it only says so.

   Shows: dc_comm_id_create / dc_comm_init_rank, the way MPI programs do it, with fork
   and pipes instead of MPI. The parent starts one process per rank before anything
   touches the GPU (CUDA does not survive a fork). Every other rank first tells rank 0
   whether it has its device (so that a rank that cannot join does not leave the others
   waiting out the join's time limit); rank 0 then makes the communicator's id and writes
   its 128 bytes into a pipe per other rank (all zero: give up); every rank joins with its
   own device, all-reduces a vector in place and checks it. The communicator is the same
   dc_comm as dc_comm_create's, with one rank in each process: every array argument has
   one element. Exit status: 0 when every rank's result is right. */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME "multi_process"
#include "example_common.h"   /* parse_number, report_error, report_context_error */

#ifdef _WIN32
int main(void)
{
    fprintf(stderr, NAME ": needs fork and pipes (POSIX); on Windows start one process per rank yourself "
                    "and pass the dc_comm_id between them\n");
    return 1;
}
#else
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_RANKS 8

/* Rank r's element i: small whole numbers, so that every sum is exact. */
static float value(int r, unsigned long long i) { return (float)((i * 3 + (unsigned long long)r * 5) % 17); }

/* The r-th CUDA device of ctx; -1 when there is none, -2 after a failed query's message. */
static int cuda_device(dc_context *ctx, int r)
{
    int i, seen = 0;
    dc_result res;
    for (i = 0; i < dc_device_count(ctx); i++) {
        dc_device_info info;
        if ((res = dc_device_get_info(ctx, i, &info)) != DC_SUCCESS) { report_error("dc_device_get_info", res); return -2; }
        if (info.backend == DC_BACKEND_CUDA && seen++ == r) return i;
    }
    return -1;
}

/* One rank's process: returns its exit status. pipes[k] carries the id to rank k, back[k]
   rank k's "I have my device" (one byte) to rank 0. */
static int run_rank(int rank, int ranks, unsigned long long n, int pipes[][2], int back[][2])
{
    dc_context *ctx = NULL;
    dc_comm *comm = NULL;
    dc_comm_id id;
    dc_buffer buf = { 0 };
    dc_comm_report rep;
    float *host = NULL;
    unsigned long long i, bad = 0;
    int device, k, status = 1;
    dc_result res;

    if ((res = dc_context_create(NULL, &ctx)) != DC_SUCCESS) {
        report_context_error(res);
        return 1;
    }
    device = cuda_device(ctx, rank);
    if (device == -1) fprintf(stderr, NAME ": rank %d: no CUDA device %d here (one per rank)\n", rank, rank);
    if (rank == 0) {
        /* every rank able to join? (an MPI program would all-reduce a flag) */
        int all = device >= 0;
        for (k = 1; k < ranks; k++) {
            char ok = 0;
            if (read(back[k][0], &ok, 1) != 1 || !ok) all = 0;
        }
        /* the id: made here, moved to every other rank as it is (MPI_Bcast, a file, a
           socket); all zero tells the others to give up */
        memset(&id, 0, sizeof id);
        if (!all && device >= 0) fprintf(stderr, NAME ": rank 0: not every rank has its device: giving up\n");
        if (all && (res = dc_comm_id_create(ctx, &id)) != DC_SUCCESS) report_error("dc_comm_id_create", res);
        for (k = 1; k < ranks; k++)
            if (write(pipes[k][1], id.bytes, sizeof id.bytes) != (ssize_t)sizeof id.bytes) fprintf(stderr, NAME ": pipe to rank %d failed\n", k);
    } else {
        char ok = device >= 0;
        if (write(back[rank][1], &ok, 1) != 1) fprintf(stderr, NAME ": rank %d: pipe to rank 0 failed\n", rank);
        if (read(pipes[rank][0], id.bytes, sizeof id.bytes) != (ssize_t)sizeof id.bytes) memset(&id, 0, sizeof id);
    }
    for (k = 0; k < (int)sizeof id.bytes && !id.bytes[k]; k++) {}
    if (device < 0 || k == (int)sizeof id.bytes) {
        if (device >= 0 && rank > 0) fprintf(stderr, NAME ": rank %d: no id from rank 0\n", rank);
        goto done;
    }
    /* blocks until every rank has joined (30 s at most: dc_comm_set_init_timeout) */
    if ((res = dc_comm_init_rank(ctx, device, ranks, rank, &id, &comm)) != DC_SUCCESS) {
        report_error("dc_comm_init_rank", res);
        goto done;
    }
    if (!(host = (float *)malloc(n * sizeof *host))) { fprintf(stderr, NAME ": rank %d: out of host memory\n", rank); goto done; }
    for (i = 0; i < n; i++) host[i] = value(rank, i);
    if ((res = dc_buffer_create(ctx, device, n * sizeof *host, &buf)) != DC_SUCCESS) { report_error("dc_buffer_create", res); goto done; }
    if ((res = dc_buffer_write(ctx, buf, 0, host, n * sizeof *host)) != DC_SUCCESS) { report_error("dc_buffer_write", res); goto done; }
    /* arrays of one element: this process's rank */
    if ((res = dc_allreduce(comm, &buf, &buf, n, DC_F32, DC_SUM)) != DC_SUCCESS) { report_error("dc_allreduce", res); goto done; }
    if ((res = dc_buffer_read(ctx, buf, 0, host, n * sizeof *host)) != DC_SUCCESS) { report_error("dc_buffer_read", res); goto done; }
    for (i = 0; i < n; i++) {
        float want = 0;
        for (k = 0; k < ranks; k++) want += value(k, i);
        bad += host[i] != want;
    }
    if ((res = dc_comm_report_get(comm, &rep)) != DC_SUCCESS) { report_error("dc_comm_report_get", res); goto done; }
    printf("rank %d of %d (device %d): all-reduce of %llu floats by %s in %.3f ms: %s\n", dc_comm_rank(comm), dc_comm_size(comm), device, n,
           rep.algorithm_name, rep.ms, bad ? "WRONG" : "correct");
    status = bad ? 1 : 0;
done:
    free(host);
    if (buf.id) dc_buffer_destroy(ctx, buf);
    dc_comm_destroy(comm);
    dc_context_destroy(ctx);
    return status;
}

int main(int argc, char **argv)
{
    int pipes[MAX_RANKS][2], back[MAX_RANKS][2], ranks = 2, r, started, failed = 0;
    unsigned long long n = 1ull << 20, v;
    pid_t pid[MAX_RANKS];

    if (argc > 3) { fprintf(stderr, "usage: %s [RANKS [N]]\n", argv[0]); return 2; }
    if (argc > 1) {
        if (!parse_number(argv[1], "RANKS", 1, MAX_RANKS, &v)) return 2;
        ranks = (int)v;
    }
    if (argc > 2 && !parse_number(argv[2], "N", 1, 1ull << 28, &n)) return 2;
    for (r = 0; r < ranks; r++)
        if (pipe(pipes[r]) != 0 || pipe(back[r]) != 0) { perror(NAME ": pipe"); return 1; }
    fflush(stdout);
    signal(SIGPIPE, SIG_IGN);   /* a write to a rank that died fails (and says so), it does not kill the writer */
    for (r = 0; r < ranks; r++) {
        if ((pid[r] = fork()) < 0) {   /* the ranks started see the pipes close, fail, and are waited for */
            perror(NAME ": fork");
            failed = ranks - r;
            break;
        }
        if (pid[r] == 0) {
            int status, k;
            /* each end stays open only where it is used, so that a rank that dies (or
               fails before its message) gives the reader an end of file, not a wait forever */
            for (k = 0; k < ranks; k++) {
                if (r != 0) close(pipes[k][1]), close(back[k][0]);   /* rank 0 writes ids, reads answers */
                if (k != r) close(pipes[k][0]), close(back[k][1]);   /* rank k reads its id, writes its answer */
            }
            status = run_rank(r, ranks, n, pipes, back);
            fflush(stdout);
            _exit(status);
        }
    }
    started = r;
    for (r = 0; r < ranks; r++) close(pipes[r][0]), close(pipes[r][1]), close(back[r][0]), close(back[r][1]);
    for (r = 0; r < started; r++) {
        int status = 0;
        if (waitpid(pid[r], &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) failed++;
    }
    if (failed) fprintf(stderr, NAME ": %d of %d ranks failed\n", failed, ranks);
    else printf(NAME ": %d ranks, every result correct\n", ranks);
    return failed ? 1 : 0;
}
#endif
