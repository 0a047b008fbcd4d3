// See rk_return_large_blocks_to_the_system in RenderKernels.h.
#include "RenderKernels.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void rk_return_large_blocks_to_the_system(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void rk_give_back_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
