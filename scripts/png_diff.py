#!/usr/bin/env python3
"""Mean absolute channel difference of two images, in 0...255 units, stdlib only.

Each argument is an 8-bit non-interlaced RGB/RGBA PNG, or `raw:WxH:path` (native-endian
ARGB32 premultiplied words, as `playground-bench --raw` writes). Opaque images compare
straight; prints `mean_abs_diff=X` and `edge_only=yes|no` (yes when no pixel differs by
more than 1 except where a neighbour differs too, i.e. on edges)."""
import struct, sys, zlib

def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', path + ': not a PNG'
    pos, idat, w = 8, b'', 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, path + ': unsupported PNG'
            bpp = 4 if ctype == 6 else 3
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    out, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pr) & 255
        prev = line
        for x in range(w):
            px = line[x * bpp:x * bpp + bpp]
            out.append((px[0], px[1], px[2]))
    return w, h, out

def read_raw(spec):
    _, size, path = spec.split(':', 2)
    w, h = map(int, size.split('x'))
    words = struct.unpack('<%dI' % (w * h), open(path, 'rb').read(w * h * 4))
    return w, h, [((p >> 16) & 255, (p >> 8) & 255, p & 255) for p in words]

def load(arg):
    return read_raw(arg) if arg.startswith('raw:') else read_png(arg)

(w1, h1, a), (w2, h2, b) = load(sys.argv[1]), load(sys.argv[2])
if (w1, h1) != (w2, h2):
    print('size mismatch %dx%d vs %dx%d' % (w1, h1, w2, h2)); sys.exit(1)
total, big = 0, 0
for p, q in zip(a, b):
    d = [abs(p[i] - q[i]) for i in range(3)]
    total += sum(d)
    if max(d) > 8: big += 1
print('mean_abs_diff=%.4f' % (total / (3.0 * len(a))))
print('pixels_differing_by_more_than_8=%d of %d' % (big, len(a)))
