/* cairo-reference.c: the benchmark scene (README, "Benchmark") drawn by cairo's image
 * surface, for `make bench` to time our renderer against, frame by frame.
 *
 * It is a child process of playground-bench, which asks it for one frame at a time, so
 * that ours and cairo's frames alternate and every round gives one paired ratio: drift in
 * the machine's load (other builds, turbo, cache) hits both sides of a pair alike.
 *
 * usage: cairo-reference [--w 1280] [--h 800] [--n 50] [--seed 1]
 * then one request per line on stdin, one answer per line on stdout:
 *   scene I      clear + the rectangles of frame I; answers the milliseconds it took
 *   overlay I    draws frame I untimed, then times one full-frame black at alpha 0.4
 *   png PATH     draws frame 0 and writes it as a PNG; answers "ok"
 * End of input ends the program. Build: cc -O2 cairo-reference.c $(pkg-config --cflags --libs cairo)
 */
#define _GNU_SOURCE /* M_PI, clock_gettime */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One rounded rectangle of the scene, straight colour. */
struct shape { double x, y, w, h, radius, red, green, blue, alpha; };

/* The scene's 64-bit LCG; `unit` takes the high 32 bits over 2^32. */
static uint64_t state;
static double unit(void) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(uint32_t)(state >> 32) / 4294967296.0;
}
static double range(double lo, double hi) { return lo + (hi - lo) * unit(); }

static void make_scene(struct shape *s, int n, uint64_t seed, double width, double height) {
    state = seed;
    for (int i = 0; i < n; i++) {
        s[i].w = fmin(range(40, 600), width);
        s[i].h = fmin(range(40, 600), height);
        s[i].x = range(0, width - s[i].w);
        s[i].y = range(0, height - s[i].h);
        s[i].radius = fmin(range(12, 24), fmin(s[i].w, s[i].h) / 2);
        s[i].red = unit();
        s[i].green = unit();
        s[i].blue = unit();
        s[i].alpha = range(0.3, 1.0);
    }
}

static double milliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static cairo_surface_t *surface;
static cairo_t *cr;
static struct shape *shapes;
static int count;

/* Corners as quarter circles, clockwise from the top edge's right end. */
static void add_rounded_rect(const struct shape *s) {
    double r = s->radius, left = s->x + r, right = s->x + s->w - r, top = s->y + r, bottom = s->y + s->h - r;
    cairo_new_sub_path(cr);
    cairo_arc(cr, right, top, r, -M_PI / 2, 0);
    cairo_arc(cr, right, bottom, r, 0, M_PI / 2);
    cairo_arc(cr, left, bottom, r, M_PI / 2, M_PI);
    cairo_arc(cr, left, top, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void draw_scene(int frame) {
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgb(cr, 0.12, 0.12, 0.14);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_save(cr);
    /* The whole scene moves by a sub-pixel amount each frame, so no edge is pixel-aligned. */
    cairo_translate(cr, (frame % 16) / 16.0, (frame % 8) / 8.0);
    for (int i = 0; i < count; i++) {
        add_rounded_rect(&shapes[i]);
        cairo_set_source_rgba(cr, shapes[i].red, shapes[i].green, shapes[i].blue, shapes[i].alpha);
        cairo_fill(cr);
    }
    cairo_restore(cr);
    cairo_surface_flush(surface);
}

static void draw_overlay(void) {
    cairo_set_source_rgba(cr, 0, 0, 0, 0.4);
    cairo_paint(cr);
    cairo_surface_flush(surface);
}

static int option(int argc, char **argv, const char *name, int fallback) {
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], name) == 0) return atoi(argv[i + 1]);
    return fallback;
}

int main(int argc, char **argv) {
    int width = option(argc, argv, "--w", 1280), height = option(argc, argv, "--h", 800);
    count = option(argc, argv, "--n", 50);
    int seed = option(argc, argv, "--seed", 1);
    if (width < 1 || height < 1 || count < 0 || seed < 0) {
        fprintf(stderr, "cairo-reference: bad size, count or seed\n");
        return 2;
    }
    shapes = calloc((size_t)count + 1, sizeof *shapes);
    make_scene(shapes, count, (uint64_t)seed, width, height);
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cr = cairo_create(surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-reference: cannot create a %dx%d surface\n", width, height);
        return 2;
    }

    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        int frame;
        if (sscanf(line, "scene %d", &frame) == 1) {
            double start = milliseconds();
            draw_scene(frame);
            printf("%.6f\n", milliseconds() - start);
        } else if (sscanf(line, "overlay %d", &frame) == 1) {
            draw_scene(frame);
            double start = milliseconds();
            draw_overlay();
            printf("%.6f\n", milliseconds() - start);
        } else if (strncmp(line, "png ", 4) == 0) {
            draw_scene(0);
            cairo_status_t status = cairo_surface_write_to_png(surface, line + 4);
            printf("%s\n", status == CAIRO_STATUS_SUCCESS ? "ok" : cairo_status_to_string(status));
        } else {
            printf("error: unknown request '%s'\n", line);
        }
        fflush(stdout);
    }
    return 0;
}
