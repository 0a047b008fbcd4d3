import Geometry

/// Arithmetic on ARGB32 premultiplied pixels: the only place that knows the byte layout.
///
/// Products of 8-bit values are divided by 255 with rounding (`(x + 128 + ((x + 128) >> 8)) >> 8`),
/// as pixman does, so results agree with cairo to the last bit in the common cases.
enum PixelMath {
    /// The premultiplied pixel for a straight colour whose alpha is further scaled by
    /// `opacity`; channels go through 16 bits first, the way cairo turns a colour into a pixel.
    static func pixel(_ color: Color, opacity: Double = 1) -> UInt32 {
        let a = clamp01(color.alpha * opacity)
        func short(_ v: Double) -> UInt32 { UInt32(clamp01(v) * 65535 + 0.5) >> 8 }
        return short(a) << 24 | short(color.red * a) << 16 | short(color.green * a) << 8 | short(color.blue * a)
    }

    @inline(__always) static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Every channel of `p` times `a / 255`, rounded.
    @inline(__always) static func multiply(_ p: UInt32, by a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `src` over `dst`, both premultiplied.
    @inline(__always) static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ multiply(dst, by: 255 &- (src >> 24))
    }

    /// `a * b / 255`, rounded, for coverage values.
    @inline(__always) static func multiply8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Source-over of one constant premultiplied pixel across `count` pixels. Opaque sources
    /// become a plain store; otherwise the span goes through 16-bit vector lanes, four pixels
    /// to a vector and sixteen (one cache line) to a step, from the first 16-byte boundary on.
    /// Every pixel gets exactly `over(source, pixel)`, whatever path it takes.
    static func blendSpan(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        if count <= 0 { return }
        let alpha = source >> 24
        if alpha == 255 { row.update(repeating: source, count: count); return }
        if source == 0 { return }
        let inv32 = 255 &- alpha
        // Pixels before the first 16-byte boundary one at a time, so that the vectors load and
        // store whole aligned blocks (never two cache lines at once).
        let misaligned = Int(UInt(bitPattern: row) & 15) >> 2
        let head = misaligned == 0 ? 0 : min(count, 4 &- misaligned)
        var i = 0
        while i < head {
            row[i] = source &+ multiply(row[i], by: inv32)
            i &+= 1
        }
        // Four pixels are eight 16-bit lanes: even bytes (blue, red) and odd bytes (green, alpha)
        // are multiplied in their own lanes and put back together, with no widening or narrowing.
        let src = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let inv = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inv32))
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let half = SIMD8<UInt16>(repeating: 128)
        // `(t * 257) >> 16` is pixman's `(t + (t >> 8)) >> 8` for t = x * y + 128 with x, y
        // in 0...255, and is one high-half multiply (pmulhuw).
        @inline(__always) func div255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
            SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
        }
        @inline(__always) func scale(_ d: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let even = div255((d & low) &* inv &+ half)
            let odd = div255((d &>> 8) &* inv &+ half) &<< 8
            return (even | odd) &+ src
        }
        let body = UnsafeMutableRawPointer(row + i)
        let vectors = (count &- i) >> 2
        var v = 0
        while v &+ 4 <= vectors {
            let o = v &* 16
            let d0 = body.load(fromByteOffset: o, as: SIMD8<UInt16>.self)
            let d1 = body.load(fromByteOffset: o &+ 16, as: SIMD8<UInt16>.self)
            let d2 = body.load(fromByteOffset: o &+ 32, as: SIMD8<UInt16>.self)
            let d3 = body.load(fromByteOffset: o &+ 48, as: SIMD8<UInt16>.self)
            body.storeBytes(of: scale(d0), toByteOffset: o, as: SIMD8<UInt16>.self)
            body.storeBytes(of: scale(d1), toByteOffset: o &+ 16, as: SIMD8<UInt16>.self)
            body.storeBytes(of: scale(d2), toByteOffset: o &+ 32, as: SIMD8<UInt16>.self)
            body.storeBytes(of: scale(d3), toByteOffset: o &+ 48, as: SIMD8<UInt16>.self)
            v &+= 4
        }
        while v < vectors {
            let o = v &* 16
            body.storeBytes(of: scale(body.load(fromByteOffset: o, as: SIMD8<UInt16>.self)),
                            toByteOffset: o, as: SIMD8<UInt16>.self)
            v &+= 1
        }
        i &+= vectors &* 4
        while i < count {
            row[i] = source &+ multiply(row[i], by: inv32)
            i &+= 1
        }
    }

    /// Source-over of `source` scaled by per-pixel coverage.
    @inline(__always)
    static func blendCoverage(_ row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                              count: Int, source: UInt32) {
        var i = 0
        while i < count {
            let c = UInt32(coverage[i])
            if c == 0 { i += 1; continue }
            if c == 255 {
                // Fully covered runs (the inside of a mask) go through the vector span.
                var end = i + 1
                while end < count && coverage[end] == 255 { end += 1 }
                blendSpan(row + i, count: end - i, source: source)
                i = end
                continue
            }
            row[i] = over(multiply(source, by: c), row[i])
            i += 1
        }
    }

    /// Source-over of a row of premultiplied pixels faded by `alpha` (0...255): the group
    /// opacity blend. Four pixels to a vector, sixteen to a step; every pixel gets exactly
    /// `blendImagePixel`, whichever path it takes (a transparent source pixel leaves the
    /// destination as it is, because `over(0, d)` is `d` to the bit).
    static func blendImageRow(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                              count: Int, alpha: UInt32) {
        if count <= 0 || alpha == 0 { return }
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let half = SIMD8<UInt16>(repeating: 128)
        let fade = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: alpha))
        let full = SIMD4<UInt32>(repeating: 255)
        @inline(__always) func div255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
            SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
        }
        // Each channel times per-lane factors (0...255), rounded as `multiply`.
        @inline(__always) func scale(_ p: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
            div255((p & low) &* f &+ half) | (div255((p &>> 8) &* f &+ half) &<< 8)
        }
        @inline(__always) func blend(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
            var s16 = unsafeBitCast(s, to: SIMD8<UInt16>.self)
            if alpha != 255 { s16 = scale(s16, fade) }
            let faded = unsafeBitCast(s16, to: SIMD4<UInt32>.self)
            // Each pixel's inverse alpha in both of its 16-bit lanes.
            let inverse = full &- (faded &>> 24)
            let factors = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
            let scaled = scale(unsafeBitCast(d, to: SIMD8<UInt16>.self), factors)
            // Added as whole pixels, carries and all, as the scalar `over` adds them.
            return unsafeBitCast(scaled, to: SIMD4<UInt32>.self) &+ faded
        }
        let d = UnsafeMutableRawPointer(dst), s = UnsafeRawPointer(src)
        let n = count >> 2
        var v = 0
        while v &+ 4 <= n {
            let o = v &* 16
            let s0 = s.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)
            let s1 = s.loadUnaligned(fromByteOffset: o &+ 16, as: SIMD4<UInt32>.self)
            let s2 = s.loadUnaligned(fromByteOffset: o &+ 32, as: SIMD4<UInt32>.self)
            let s3 = s.loadUnaligned(fromByteOffset: o &+ 48, as: SIMD4<UInt32>.self)
            // A fully transparent stretch (the empty parts of a group) costs only its loads.
            if ((s0 | s1) | (s2 | s3)) != .zero {
                d.storeBytes(of: blend(s0, d.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)),
                             toByteOffset: o, as: SIMD4<UInt32>.self)
                d.storeBytes(of: blend(s1, d.loadUnaligned(fromByteOffset: o &+ 16, as: SIMD4<UInt32>.self)),
                             toByteOffset: o &+ 16, as: SIMD4<UInt32>.self)
                d.storeBytes(of: blend(s2, d.loadUnaligned(fromByteOffset: o &+ 32, as: SIMD4<UInt32>.self)),
                             toByteOffset: o &+ 32, as: SIMD4<UInt32>.self)
                d.storeBytes(of: blend(s3, d.loadUnaligned(fromByteOffset: o &+ 48, as: SIMD4<UInt32>.self)),
                             toByteOffset: o &+ 48, as: SIMD4<UInt32>.self)
            }
            v &+= 4
        }
        while v < n {
            let o = v &* 16
            let s0 = s.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)
            if s0 != .zero {
                d.storeBytes(of: blend(s0, d.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)),
                             toByteOffset: o, as: SIMD4<UInt32>.self)
            }
            v &+= 1
        }
        var i = n &* 4
        while i < count {
            dst[i] = blendImagePixel(src[i], dst[i], alpha: alpha)
            i &+= 1
        }
    }

    /// The scalar reference of `blendImageRow` for one pixel.
    @inline(__always) static func blendImagePixel(_ s: UInt32, _ d: UInt32, alpha: UInt32) -> UInt32 {
        if s == 0 { return d }
        if alpha == 255 { return s >> 24 == 255 ? s : over(s, d) }
        return over(multiply(s, by: alpha), d)
    }
}
