// See rk_pool_* in RenderKernels.h. The reasons for each part, each found by timing frames
// on a two-core x86-64 virtual machine (the figures are in the README's performance section):
//
// - Not Dispatch: DispatchQueue.concurrentPerform after the process had slept (between two
//   frames, or while another process drew) ran both halves of a two-band job on the calling
//   thread nearly every time: a frame on "every core" took as long as on one.
// - Workers pinned to processors other than the caller's: a worker woken by the caller was
//   nearly always put on the caller's processor (preempting it) while the other processor
//   idled, so two halves took as long as the whole. The caller itself is never moved: the
//   workers follow it when it moves.
// - Stepping aside under contention: a worker whose processor is busy with another program
//   (a build) can be preempted in the middle of a band, and the caller then waits for it.
//   When the caller waits for the workers longer than its own share took, in two frames in
//   a row (one is a one-off: an interrupt, a page fault), the pool runs the next jobs on the
//   caller alone (about a second of frames), then tries its threads again; while the
//   contention lasts, each retry that is held up again doubles the time alone, up to a
//   minute of frames. Only a wait spent mostly off the processors counts (each worker task's
//   wall time less its thread's processor time, and the caller's time between the last
//   task's return and its own waking): a worker that was drawing all
//   along had the costlier band (the first frame of a presentation: new text, new strips),
//   and the caller alone would have taken longer still. On a quiet machine such frames sent
//   thirty frames of alerts' and popping's presentations to one thread, the slowest of
//   their scripts. Frames, not jobs: the jobs of one frame follow each other closely (a
//   backdrop's, then the bands'), and one preemption can hold up several of them; counting
//   jobs sent a second of frames to one thread after a single late worker.
// - Unpinned while waited for: a worker preempted in the middle of a band by another
//   program on its processor could not move to the caller's processor, even when the caller
//   went to sleep waiting for it, and the frame waited for the other program's time slice.
//   Before the caller sleeps, the workers may run on every allowed processor, so the
//   scheduler moves the held-up worker to the processor the caller leaves; the next job pins
//   them again.
// - Waiting only for claimed bands: a worker woken for a job and then preempted before it
//   claimed a band (its processor given to a build) held the frame up for a whole time
//   slice of the other program while the caller had drawn every band itself. A claim now
//   names its job (the job's tag and the share's bounds in one atomic word), so a worker
//   that joins late, or resumes after the job ended, claims nothing, and the caller waits
//   only until every band is finished, not until every worker has left.
// - Spinning before sleeping: waking a thread whose processor is idle costs a noticeable
//   part of a full-frame dimming pass. The caller spins for the last worker to finish, and a
//   worker spins briefly for the next job (a frame with several damaged rectangles runs
//   several), before either sleeps on a condition variable. A worker's spin after a job
//   ends is bounded by time, just past the widest gap within one frame: bounded by a count
//   of pause instructions it lasted 0.55 to 0.8 ms on a Zen 4 processor after every job,
//   taken from the X server or another program waiting for the worker's processor. The caller spins only while no
//   worker's band has run well past the caller's own: one that has is off its processor,
//   and the spin would only keep busy the processor it could move to.
// - Waking before the next frame: frames come at a steady pace, so the gaps between one
//   job's end and the next one's start repeat. A sleeping worker sets a timer for shortly
//   before each recently seen gap would end and spins across it, so it is running when the
//   frame's job arrives instead of being woken by it (a wake-up that would cost the frame
//   the same latency on the worker's share). When no job comes the worker sleeps for good
//   until one does: an idle renderer costs one short spin per gap seen.
//
// Like kernels.c, shipped on x86-64 Linux in kernels_x86_64.S (this file at -O2): its spin
// and hand-over loops are timed against the bands they wait for.
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_threads_come_from_assembly;  // an empty translation unit is not ISO C
#else
#define _GNU_SOURCE
#include "RenderKernels.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define relax() _mm_pause()
#else
#define relax() ((void)0)
#endif

// A short run of pause instructions: long enough for a worker to finish a band or for
// the caller's next job to arrive, short enough that an idle renderer costs nothing.
enum { spin_limit = 20000 };

// How long a worker spins after a job ended for the next job of the same frame
// (nanoseconds): longer than `gap_shortest`, the widest gap counted as one frame's. The
// count of pauses alone lasted 0.55 to 0.8 ms on a Zen 4 processor after every frame, on
// the processor another program (or the X server) wanted; a gap between frames is waited
// for by a planned wake-up instead.
static const int64_t after_job_spin = 150000;

// Jobs run on the caller alone after the workers first held it up (about a second of
// frames), and at most after being held up again and again (about a minute).
enum { solo_first = 60, solo_most = 3600 };

// How long past twice the caller's time per task a worker's task may run before the caller
// stops spinning for it (nanoseconds): a task of uneven cost is not a lost processor.
static const int64_t patience_floor = 100000;

// How many frames in a row must wait for a worker before the next jobs run on the caller alone.
enum { held_up_in_a_row = 2 };

// The gaps between jobs remembered, the shortest one a worker plans a wake-up for (shorter
// ones its spin covers), the longest (beyond it the renderer is idle, not drawing frames),
// how early before a gap's end the worker wakes (a timer's wake-up is late by about as much
// as an event's) and how long after it the worker keeps spinning.
enum { gap_count = 8 };
static const int64_t gap_shortest = 100000, gap_longest = 100000000;
static const int64_t wake_lead = 150000, wake_slack = 250000;

static double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int64_t nanoseconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

// The calling thread's processor time (nanoseconds): what it ran, not what it waited.
static int64_t thread_nanoseconds(void) {
    struct timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return 0;
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

// A share's claim word: the job's tag in the high bits, then the share's end and next
// index, so one compare-and-swap checks the job and claims an index of it.
enum { index_bits = 20 };
static const uint64_t index_mask = ((uint64_t)1 << index_bits) - 1;
static const ptrdiff_t most_indices = (ptrdiff_t)1 << index_bits;

static uint64_t claim_word(unsigned long generation, ptrdiff_t next, ptrdiff_t end) {
    return ((uint64_t)generation << (2 * index_bits)) | ((uint64_t)end << index_bits) | (uint64_t)next;
}

static unsigned long claim_tag(unsigned long generation) {
    return generation & (unsigned long)(UINT64_MAX >> (2 * index_bits));
}

struct share {
    _Atomic uint64_t claim;  // claim_word(job, next, end): claimed one index at a time
    // When the share's own thread started the task it runs now (nanoseconds; 0: none).
    _Atomic int64_t busy_since;
    // How long the share's own thread was off its processor inside the current job's tasks
    // (nanoseconds): written by that thread before it counts a task finished, zeroed by the
    // caller before the job starts.
    _Atomic int64_t lost;
    // When the share's own thread last returned from a task of the current job (nanoseconds;
    // 0: none), written and zeroed as `lost` is.
    _Atomic int64_t returned;
    char pad[32];            // one cache line per share: claims on different shares do not collide
};

struct rk_pool {
    pthread_mutex_t lock;
    pthread_cond_t start;  // a new job, or quit
    pthread_cond_t done;   // the last worker inside a job left it
    pthread_t *threads;
    int workers;           // threads besides the caller

    int *cpus;             // the processors this process may run on, when there are two or more
    int cpu_count;
    int caller_cpu;        // the caller's processor when the workers were last placed
    int solo_jobs;         // jobs still to run on the caller alone
    int solo_next;         // how many the next held-up job sends to the caller alone
    int held_up;           // frames in a row that waited for a worker
    int frame_held_up;     // a job of the current frame (jobs with no gap between) waited
    rk_pool_counters counters;

    // The current job, written under lock before `generation` moves on.
    _Atomic unsigned long generation;
    int open;              // workers may still join the job
    ptrdiff_t count;       // the job's indices
    _Atomic ptrdiff_t finished;  // indices of the job whose task has returned
    int caller_waiting;
    _Atomic int quit;
    // When the last job ended and the last gaps between a job's end and the next one's
    // start (nanoseconds, 0 for none yet), written by the caller under lock.
    int64_t last_end;
    int64_t gaps[gap_count];
    int next_gap;
    rk_task task;
    void *context;
    rk_pool_hook join_hook;  // tests only: see rk_pool_set_join_hook
    void *join_hook_argument;
    // The indices cut into one contiguous share per thread.
    struct share *shares;
};

struct worker_start {
    struct rk_pool *pool;
    int index;
};

// Claims indices of job `generation` until none are left, its own share first, then what
// is left of the others' in turn: every index runs exactly once. While the loads are even a
// thread draws the same rows job after job; when they are not, it takes over the rest of a
// slower thread's rows. A thread holding an ended job's task claims nothing: the tag in the
// claim word has moved on or every index is taken. Returns how many indices this thread ran.
static ptrdiff_t drain(struct rk_pool *pool, rk_task task, void *context, int worker, unsigned long generation,
                       ptrdiff_t count) {
    int shares = pool->workers + 1;
    ptrdiff_t ran = 0;
    unsigned long tag = claim_tag(generation);
    _Atomic int64_t *busy_since = &pool->shares[worker].busy_since;
    _Atomic int64_t *lost = &pool->shares[worker].lost;
    for (int k = 0; k < shares; k++) {
        struct share *share = &pool->shares[(worker + k) % shares];
        uint64_t word = atomic_load_explicit(&share->claim, memory_order_acquire);
        for (;;) {
            ptrdiff_t i = (ptrdiff_t)(word & index_mask);
            if (claim_tag((unsigned long)(word >> (2 * index_bits))) != tag
                || i >= (ptrdiff_t)((word >> index_bits) & index_mask))
                break;
            if (!atomic_compare_exchange_weak_explicit(&share->claim, &word, word + 1, memory_order_acq_rel,
                                                       memory_order_acquire))
                continue;
            int64_t began = nanoseconds_now();
            // The caller's own time off its processor is not what the workers cost it.
            int64_t ran_before = worker != 0 ? thread_nanoseconds() : 0;
            atomic_store_explicit(busy_since, began, memory_order_relaxed);
            task(context, i, worker);
            atomic_store_explicit(busy_since, 0, memory_order_relaxed);
            if (worker != 0) {
                int64_t off = (nanoseconds_now() - began) - (thread_nanoseconds() - ran_before);
                // Published by the release of `finished` below, which the caller acquires.
                if (off > 0)
                    atomic_store_explicit(lost, atomic_load_explicit(lost, memory_order_relaxed) + off,
                                          memory_order_relaxed);
                atomic_store_explicit(&pool->shares[worker].returned, nanoseconds_now(), memory_order_relaxed);
            }
            ran++;
            // The last task to return wakes a caller asleep on the job.
            if (atomic_fetch_add_explicit(&pool->finished, 1, memory_order_acq_rel) + 1 == count && worker != 0) {
                pthread_mutex_lock(&pool->lock);
                if (pool->caller_waiting) pthread_cond_signal(&pool->done);
                pthread_mutex_unlock(&pool->lock);
            }
            word = atomic_load_explicit(&share->claim, memory_order_acquire);
        }
    }
    return ran;
}

// True while a thread inside the job may still be drawing: none of them has been at its
// current task for longer than `patience` nanoseconds. Longer, and it has most likely lost
// its processor to another program, and spinning for it only keeps the processor it could
// move to busy.
static int workers_on_time(struct rk_pool *pool, int64_t patience) {
    int64_t now = nanoseconds_now();
    for (int w = 1; w <= pool->workers; w++) {
        int64_t since = atomic_load_explicit(&pool->shares[w].busy_since, memory_order_relaxed);
        if (since != 0 && now - since > patience) return 0;
    }
    return 1;
}

static int waiting(struct rk_pool *pool, unsigned long seen) {
    return atomic_load(&pool->generation) == seen && !atomic_load(&pool->quit);
}

// The end of the earliest remembered gap, counted from the last job's end, whose spin has
// not passed by `now`; 0 when there is none. Called under lock.
static int64_t next_expected_job(const struct rk_pool *pool, int64_t now) {
    int64_t best = 0;
    for (int i = 0; i < gap_count; i++) {
        int64_t gap = pool->gaps[i];
        if (gap == 0) continue;
        int64_t at = pool->last_end + gap;
        if (at + wake_slack > now && (best == 0 || at < best)) best = at;
    }
    return best;
}

// Sleeps until the next job starts (returning with the lock held), but wakes shortly before
// each remembered gap would end and spins across its end.
static void wait_for_job(struct rk_pool *pool, unsigned long seen) {
    while (waiting(pool, seen)) {
        int64_t now = nanoseconds_now();
        int64_t expected = next_expected_job(pool, now);
        if (expected == 0) {
            pthread_cond_wait(&pool->start, &pool->lock);
            continue;
        }
        if (expected - wake_lead > now) {
            int64_t at = expected - wake_lead;
            struct timespec until = {(time_t)(at / 1000000000), (long)(at % 1000000000)};
            pthread_cond_timedwait(&pool->start, &pool->lock, &until);
            continue;
        }
        pthread_mutex_unlock(&pool->lock);
        while (waiting(pool, seen) && nanoseconds_now() < expected + wake_slack)
            for (int i = 0; i < 64 && waiting(pool, seen); i++) relax();
        pthread_mutex_lock(&pool->lock);
        // A gap whose end passed without a job is not waited for again until jobs resume.
        if (waiting(pool, seen))
            for (int i = 0; i < gap_count; i++)
                if (pool->last_end + pool->gaps[i] <= expected) pool->gaps[i] = 0;
    }
}

static void *worker_main(void *argument) {
    struct worker_start start = *(struct worker_start *)argument;
    free(argument);
    struct rk_pool *pool = start.pool;
#if defined(__linux__)
    // The default 50 us of timer slack would make the planned wake-ups that much later.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
#endif
    unsigned long seen = 0;
    ptrdiff_t count = 0;
    for (;;) {
        // Spin while the job's other bands are drawn, then across the gap to the frame's next
        // job, but no further.
        int64_t spin_end = 0;
        for (int i = 0; i < spin_limit && waiting(pool, seen); i++) {
            relax();
            if (i % 64 != 63 || atomic_load_explicit(&pool->finished, memory_order_acquire) < count) continue;
            int64_t now = nanoseconds_now();
            if (spin_end == 0) spin_end = now + after_job_spin;
            else if (now >= spin_end) break;
        }
        pthread_mutex_lock(&pool->lock);
        wait_for_job(pool, seen);
        if (atomic_load(&pool->quit)) break;
        seen = atomic_load(&pool->generation);
        count = pool->count;
        if (!pool->open) {  // woke after the caller had claimed every index
            pthread_mutex_unlock(&pool->lock);
            continue;
        }
        rk_task task = pool->task;
        void *context = pool->context;
        rk_pool_hook hook = pool->join_hook;
        void *hook_argument = pool->join_hook_argument;
        pthread_mutex_unlock(&pool->lock);
        if (hook) hook(hook_argument);
        drain(pool, task, context, start.index, seen, count);
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

#if defined(__linux__)
// Lets every worker run on any allowed processor until `place_workers` pins them again.
static void unpin_workers(struct rk_pool *pool) {
    if (pool->cpu_count < 2) return;
    cpu_set_t all;
    CPU_ZERO(&all);
    for (int i = 0; i < pool->cpu_count; i++) CPU_SET(pool->cpus[i], &all);
    for (int w = 0; w < pool->workers; w++) pthread_setaffinity_np(pool->threads[w], sizeof all, &all);
    pool->caller_cpu = -1;
}

static void pin(pthread_t thread, int cpu) {
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    pthread_setaffinity_np(thread, sizeof one, &one);
}

// Worker w goes to the w-th allowed processor after the caller's, wrapping, so no worker
// shares the caller's processor while there are enough.
static void place_workers(struct rk_pool *pool) {
    if (pool->cpu_count < 2) return;
    int cpu = sched_getcpu();
    if (cpu == pool->caller_cpu) return;
    int at = 0;
    for (int i = 0; i < pool->cpu_count; i++)
        if (pool->cpus[i] == cpu) at = i;
    for (int w = 1; w <= pool->workers; w++) pin(pool->threads[w - 1], pool->cpus[(at + w) % pool->cpu_count]);
    pool->caller_cpu = cpu;
}

static void read_allowed_cpus(struct rk_pool *pool) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    int count = CPU_COUNT(&allowed);
    if (count < 2 || !(pool->cpus = calloc((size_t)count, sizeof(int)))) return;
    for (int cpu = 0; cpu < CPU_SETSIZE && pool->cpu_count < count; cpu++)
        if (CPU_ISSET(cpu, &allowed)) pool->cpus[pool->cpu_count++] = cpu;
}
#endif

rk_pool *rk_pool_create(int threads) {
    struct rk_pool *pool = calloc(1, sizeof *pool);
    if (!pool) return NULL;
    pthread_mutex_init(&pool->lock, NULL);
    // Planned wake-ups are times on the monotonic clock.
    pthread_condattr_t monotonic;
    pthread_condattr_init(&monotonic);
    pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
    pthread_cond_init(&pool->start, &monotonic);
    pthread_condattr_destroy(&monotonic);
    pthread_cond_init(&pool->done, NULL);
    pool->caller_cpu = -1;
    pool->solo_next = solo_first;
    int wanted = threads > 1 ? threads - 1 : 0;
    pool->threads = wanted ? calloc((size_t)wanted, sizeof(pthread_t)) : NULL;
    pool->shares = calloc((size_t)wanted + 1, sizeof *pool->shares);
    if (!pool->threads || !pool->shares) wanted = 0;
    for (int i = 0; i < wanted; i++) {
        struct worker_start *start = malloc(sizeof *start);
        if (!start) break;
        start->pool = pool;
        start->index = i + 1;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        // Band tasks keep their pixels on the heap; 512 KB leaves room for the compositor's
        // recursion through a deep tree.
        pthread_attr_setstacksize(&attributes, 512 * 1024);
        int failed = pthread_create(&pool->threads[i], &attributes, worker_main, start);
        pthread_attr_destroy(&attributes);
        if (failed) {
            free(start);
            break;
        }
        pool->workers++;
    }
#if defined(__linux__)
    if (pool->workers > 0) read_allowed_cpus(pool);
#endif
    return pool;
}

int rk_available_processors(void) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        int count = CPU_COUNT(&allowed);
        if (count > 0) return count;
    }
#endif
    return 1;
}

void rk_pool_set_join_hook(rk_pool *pool, rk_pool_hook hook, void *argument) {
    if (!pool) return;
    pthread_mutex_lock(&pool->lock);
    pool->join_hook = hook;
    pool->join_hook_argument = argument;
    pthread_mutex_unlock(&pool->lock);
}

int rk_pool_threads(const rk_pool *pool) { return pool ? pool->workers + 1 : 1; }

rk_pool_counters rk_pool_read_counters(const rk_pool *pool) {
    rk_pool_counters none = {0, 0, 0, 0, 0};
    return pool ? pool->counters : none;
}

void rk_pool_run(rk_pool *pool, ptrdiff_t count, rk_task task, void *context) {
    if (count <= 0) return;
    if (pool) pool->counters.jobs++;
    if (!pool || pool->workers == 0 || count == 1 || count >= most_indices || pool->solo_jobs > 0) {
        if (pool && pool->solo_jobs > 0) {
            pool->solo_jobs--;
            pool->counters.solo_jobs++;
        }
        for (ptrdiff_t i = 0; i < count; i++) task(context, i, 0);
        return;
    }
    // A gap since the last job starts a new frame: judge the frame before, as a whole.
    int64_t gap = nanoseconds_now() - pool->last_end;
    if (pool->last_end == 0 || gap >= gap_shortest) {
        pool->held_up = pool->frame_held_up ? pool->held_up + 1 : 0;
        pool->frame_held_up = 0;
        // One held-up frame is a one-off (an interrupt, a page fault); two in a row is
        // another program holding a worker's processor.
        if (pool->held_up >= held_up_in_a_row) {
            pool->held_up = 0;
            pool->solo_jobs = pool->solo_next - 1;
            pool->solo_next = pool->solo_next * 2 > solo_most ? solo_most : pool->solo_next * 2;
            pool->counters.solo_jobs++;
            for (ptrdiff_t i = 0; i < count; i++) task(context, i, 0);
            return;
        }
    }
#if defined(__linux__)
    place_workers(pool);
#endif
    pthread_mutex_lock(&pool->lock);
    // Only the gaps between frames: jobs of one frame follow each other within the spin.
    if (pool->last_end != 0 && gap >= gap_shortest && gap <= gap_longest) {
        pool->gaps[pool->next_gap] = gap;
        pool->next_gap = (pool->next_gap + 1) % gap_count;
    }
    pool->task = task;
    pool->context = context;
    pool->count = count;
    atomic_store_explicit(&pool->finished, 0, memory_order_relaxed);
    unsigned long generation = atomic_load(&pool->generation) + 1;
    int shares = pool->workers + 1;
    // Zeroed before any claim word names the job, so no task of it can have added to them.
    for (int w = 0; w < shares; w++) {
        atomic_store_explicit(&pool->shares[w].lost, 0, memory_order_relaxed);
        atomic_store_explicit(&pool->shares[w].returned, 0, memory_order_relaxed);
    }
    for (int w = 0; w < shares; w++)
        atomic_store_explicit(&pool->shares[w].claim,
                              claim_word(generation, count * w / shares, count * (w + 1) / shares),
                              memory_order_release);
    pool->open = 1;
    atomic_store(&pool->generation, generation);
    pthread_cond_broadcast(&pool->start);
    pthread_mutex_unlock(&pool->lock);

    double started = seconds_now();
    ptrdiff_t ran = drain(pool, task, context, 0, generation, count);
    double drained = seconds_now();

    // Every index is claimed: close the job to late risers, then wait for the tasks still
    // running to return, spinning first (they are usually nearly done) but only while none
    // has been at its task for much longer than the caller's tasks took. A worker that joined
    // and claimed nothing is not waited for.
    pthread_mutex_lock(&pool->lock);
    pool->open = 0;
    pthread_mutex_unlock(&pool->lock);
    int64_t patience = (int64_t)((drained - started) / (double)(ran > 0 ? ran : 1) * 2e9) + patience_floor;
    for (int i = 0; i < spin_limit && atomic_load(&pool->finished) < count; i++) {
        relax();
        if (i % 64 == 63 && !workers_on_time(pool, patience)) break;
    }
    if (atomic_load(&pool->finished) < count) {
#if defined(__linux__)
        unpin_workers(pool);
#endif
        pthread_mutex_lock(&pool->lock);
        pool->caller_waiting = 1;
        while (atomic_load(&pool->finished) < count) pthread_cond_wait(&pool->done, &pool->lock);
        pool->caller_waiting = 0;
        pthread_mutex_unlock(&pool->lock);
    }
    int64_t woke = nanoseconds_now();
    double waited = seconds_now() - drained, worked = drained - started;
    pthread_mutex_lock(&pool->lock);
    pool->last_end = nanoseconds_now();
    pthread_mutex_unlock(&pool->lock);
    // Every task has returned (`finished` acquired above), so each worker's loss is final.
    // Lost too: the caller's own time between the last task's return and its waking, which a
    // busy machine makes long (its processor given to another program while it slept).
    double lost = 0;
    int64_t last_return = 0;
    for (int w = 1; w < shares; w++) {
        double off = (double)atomic_load_explicit(&pool->shares[w].lost, memory_order_relaxed) * 1e-9;
        if (off > lost) lost = off;
        int64_t returned = atomic_load_explicit(&pool->shares[w].returned, memory_order_relaxed);
        if (returned > last_return) last_return = returned;
    }
    if (last_return > 0 && woke > last_return) {
        double late = (double)(woke - last_return) * 1e-9;
        lost += late < waited ? late : waited;
    }
    pool->counters.wait_seconds += waited;
    pool->counters.lost_seconds += lost;
    if (waited > 0.0002) pool->counters.waits++;
    // Held up: the caller waited longer than it worked, and mostly for a thread that had
    // lost its processor (a worker in its band, or the caller asleep after the last band
    // returned). A worker that ran all along only had the larger share of the work.
    if (waited > worked && waited > 0.0005 && lost > 0.5 * waited) {
        pool->frame_held_up = 1;
    } else if (waited < 0.5 * worked || waited < 0.0002) {
        pool->solo_next = solo_first;  // on time: contention is over
    }
}

void rk_pool_destroy(rk_pool *pool) {
    if (!pool) return;
    pthread_mutex_lock(&pool->lock);
    atomic_store(&pool->quit, 1);
    pthread_cond_broadcast(&pool->start);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 0; i < pool->workers; i++) pthread_join(pool->threads[i], NULL);
    free(pool->threads);
    free(pool->shares);
    free(pool->cpus);
    pthread_cond_destroy(&pool->done);
    pthread_cond_destroy(&pool->start);
    pthread_mutex_destroy(&pool->lock);
    free(pool);
}

#endif  // compiled C rather than kernels_x86_64.S
