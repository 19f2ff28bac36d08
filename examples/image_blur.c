/* image_blur.c - a box blur of a grayscale image, its rows split over every device.

   Build:  cc -std=c99 -O2 -I. examples/image_blur.c -o image_blur -ldl -lpthread
   Run:    ./image_blur [FOLDER]   writes FOLDER/input.pgm and FOLDER/blurred.pgm
                                   (default: the current folder)
           Without a GPU: POCL_DEVICES="pthread pthread" ./image_blur

   Shows: dc_dispatch over items that are image rows, with a halo. Blurring row y needs
   rows y - R .. y + R, so each device's slice of the input also carries R rows before
   and R rows after its own (dc_dispatch_in_halo); the library clips the halo at the
   image's edges. Each row is worked on by `width` threads (threads_per_item), one per
   pixel. The result is compared with the same blur on the host, pixel by pixel, and
   both images are written as binary PGM (P5), which most image viewers open.
   Exit status 0 when every pixel is right and the files are written, 1 otherwise (or
   when there is no device). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "image_blur"
#include "example_common.h"   /* find_kernels, report_error, report_context_error */
#define WIDTH 2048
#define HEIGHT 1536
#define RADIUS 3            /* a (2 x 3 + 1)^2 = 49-pixel box */

/* --- the test image: integer arithmetic only, so it is the same on every machine ----- */

static int inside_circle(long x, long y, long cx, long cy, long r)
{
    return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r;
}

static unsigned char test_pixel(int x, int y, int w, int h)
{
    int v = 40 + x * 120 / w + y * 60 / h;                   /* diagonal gradient */
    int line, word, glyph;
    if (inside_circle(x, y, w / 4, h / 3, h / 5)) v = 230;    /* a bright disc */
    if (inside_circle(x, y, 3 * w / 4, h / 2, h / 4 + 12) &&
        !inside_circle(x, y, 3 * w / 4, h / 2, h / 4)) v = 20; /* a dark ring */
    if (inside_circle(x, y, w / 2 + h / 10 + 60, 7 * h / 8, h / 10))   /* a checkered disc */
        v = ((x / 16 + y / 16) & 1) ? 200 : 90;
    /* "Text": lines 24 pixels high (16 of ink, 8 of gap) in the lower left quarter,
       words of pseudo-random length, glyphs of 2-pixel vertical strokes. */
    if (x >= w / 20 && x < w / 2 && y >= 5 * h / 8 && y < 15 * h / 16 && (y % 24) < 16) {
        line = y / 24;
        word = (x - w / 20) / 96;
        glyph = (x - w / 20) % 96;
        if (glyph < 40 + (int)(((unsigned)(line * 31 + word * 17) * 2654435761u >> 24) % 50) &&
            (glyph % 6) < 2 + ((line + glyph / 6) & 1))
            v = 15;
    }
    return (unsigned char)v;
}

/* The blur_rows kernel's arithmetic on the host: the mean of the (2r+1)^2 box around
   each pixel, rows and columns clamped at the edges, rounded to nearest. */
static void blur_host(const unsigned char *in, unsigned char *out, int w, int h, int r)
{
    int x, y, dx, dy;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            unsigned sum = 0, count = (unsigned)((2 * r + 1) * (2 * r + 1));
            for (dy = -r; dy <= r; dy++) {
                int yy = y + dy < 0 ? 0 : (y + dy >= h ? h - 1 : y + dy);
                for (dx = -r; dx <= r; dx++) {
                    int xx = x + dx < 0 ? 0 : (x + dx >= w ? w - 1 : x + dx);
                    sum += in[(size_t)yy * (size_t)w + (size_t)xx];
                }
            }
            out[(size_t)y * (size_t)w + (size_t)x] = (unsigned char)((sum + count / 2) / count);
        }
}

/* Binary PGM: a short text header, then the pixels row by row. */
static int write_pgm(const char *path, const unsigned char *pixels, int w, int h)
{
    FILE *f = fopen(path, "wb");
    int ok;
    if (!f) { fprintf(stderr, NAME ": cannot open %s for writing\n", path); return 0; }
    fprintf(f, "P5\n%d %d\n255\n", w, h);
    ok = fwrite(pixels, 1, (size_t)w * (size_t)h, f) == (size_t)w * (size_t)h;
    ok = (fclose(f) == 0) && ok;
    if (!ok) fprintf(stderr, NAME ": writing %s failed\n", path);
    return ok;
}

int main(int argc, char **argv)
{
    const size_t pixels = (size_t)WIDTH * HEIGHT;
    const char *folder = argc > 1 ? argv[1] : ".";
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k = { 0 };
    dc_dispatch_arg args[7];
    dc_dispatch_desc desc;
    dc_dispatch_report rep;
    char found[1100], in_path[1100], out_path[1100];
    const char *kernels;
    unsigned char *img = NULL, *blurred = NULL, *want = NULL;
    size_t p, bad = 0;
    int x, y, status = 1;
    dc_result r;

    if (argc > 2 || !folder[0] || folder[0] == '-') { fprintf(stderr, "usage: %s [FOLDER]\n", argv[0]); return 2; }   /* "", "--help": no folder */
    if (strlen(folder) > 1000) { fprintf(stderr, NAME ": folder name too long\n"); return 2; }
    sprintf(in_path, "%s/input.pgm", folder);
    sprintf(out_path, "%s/blurred.pgm", folder);
    if (!(kernels = find_kernels(argv[0], "dispatch", found, sizeof found))) return 1;

    img = (unsigned char *)malloc(pixels);
    blurred = (unsigned char *)malloc(pixels);
    want = (unsigned char *)malloc(pixels);
    if (!img || !blurred || !want) { fprintf(stderr, NAME ": out of host memory\n"); goto done; }
    for (y = 0; y < HEIGHT; y++)
        for (x = 0; x < WIDTH; x++) img[(size_t)y * WIDTH + (size_t)x] = test_pixel(x, y, WIDTH, HEIGHT);
    if (!write_pgm(in_path, img, WIDTH, HEIGHT)) goto done;     /* first, so a bad folder fails early */

    r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) { report_context_error(r); goto done; }
    if ((r = dc_module_load_file(ctx, kernels, &mod)) != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    if ((r = dc_kernel_get(ctx, mod, "blur_rows", &k)) != DC_SUCCESS) { report_error("dc_kernel_get", r); goto done; }

    /* blur_rows(const uchar *in, uchar *out, ulong first, ulong n, ulong rows, uint width,
       uint r). One item is one row; for a chunk of rows [first, first + n) it gets
         in_halo(img, 1, WIDTH, R, R)  those rows of 1-byte pixels, WIDTH per row, plus up
                                       to R rows before and R after (fewer at the edges:
                                       row `first` sits at index min(first, R) x WIDTH)
         out(blurred, 1, WIDTH)        room for the chunk's rows, copied back to `blurred`
         item_first(), item_count()    first and n
         scalar(...)                   the image's height, width and the radius */
    args[0] = dc_dispatch_in_halo(img, 1, WIDTH, RADIUS, RADIUS);
    args[1] = dc_dispatch_out(blurred, 1, WIDTH);
    args[2] = dc_dispatch_item_first();
    args[3] = dc_dispatch_item_count();
    args[4] = dc_dispatch_scalar(DC_ARG_U64(HEIGHT));
    args[5] = dc_dispatch_scalar(DC_ARG_U32(WIDTH));
    args[6] = dc_dispatch_scalar(DC_ARG_U32(RADIUS));
    memset(&desc, 0, sizeof desc);
    desc.kernel = k;
    desc.items = HEIGHT;
    desc.threads_per_item = WIDTH;     /* a chunk of n rows launches n x WIDTH threads */
    desc.granularity = 1;              /* any number of rows per chunk */
    desc.args = args;
    desc.arg_count = 7;

    r = dc_dispatch(ctx, &desc, &rep);
    if (r != DC_SUCCESS) { report_error("dc_dispatch", r); goto done; }
    dc_dispatch_report_print(ctx, &rep, stdout);

    blur_host(img, want, WIDTH, HEIGHT, RADIUS);
    for (p = 0; p < pixels; p++) {
        if (blurred[p] != want[p]) {
            if (bad < 5) fprintf(stderr, NAME ": pixel (%d, %d) = %d, expected %d\n", (int)(p % WIDTH),
                                 (int)(p / WIDTH), blurred[p], want[p]);
            bad++;
        }
    }
    if (!write_pgm(out_path, blurred, WIDTH, HEIGHT)) goto done;
    printf("\n%dx%d image, radius %d: wrote %s and %s\n", WIDTH, HEIGHT, RADIUS, in_path, out_path);
    if (bad) printf("WRONG: %lu of %lu pixels differ from the host blur\n", (unsigned long)bad, (unsigned long)pixels);
    else printf("OK\n");
    status = bad ? 1 : 0;

done:
    if (ctx) dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);
    free(img);
    free(blurred);
    free(want);
    return status;
}
