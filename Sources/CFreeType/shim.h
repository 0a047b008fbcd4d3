// FreeType 2, for the Renderer's text.
#ifndef PLAYGROUND_CFREETYPE_SHIM_H
#define PLAYGROUND_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#endif
