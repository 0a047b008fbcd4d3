#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Transform3D {
    /// A matrix taken apart into the motions an animation can blend one by one: a scale, a
    /// skew, a rotation (a unit quaternion), a translation and a perspective, applied in that
    /// order to a row vector (`[x y z 1] * scale * skew * rotation * translation * perspective`).
    ///
    /// Rule it keeps: `Decomposition(m)?.matrix` is `m` divided by its `m44` (the same map of
    /// the plane; up to rounding) for every matrix with `m44 != 0` and an invertible 3x3 part; that is what lets two matrices blend by
    /// their parts, as Core Animation blends `transform`, without shearing a turn into a squash.
    public struct Decomposition: Hashable, Sendable {
        /// `(x, y, z)`, the row `m41 m42 m43` once the perspective is taken out.
        public var translation: [Double]
        /// `(x, y, z)`, negative all together when the matrix mirrors space.
        public var scale: [Double]
        /// The shear factors `(xy, xz, yz)`: how much of the x row the y row holds, of the x
        /// row the z row holds, and of the y row the z row holds.
        public var skew: [Double]
        /// The perspective column `(m14 m24 m34 m44)` before any translation acts on it;
        /// `(0, 0, 0, 1)` for a matrix without perspective.
        public var perspective: [Double]
        /// The rotation as a unit quaternion `(x, y, z, w)`: an angle `a` about the unit axis
        /// `n` is `(n sin(a/2), cos(a/2))`, turning as `Transform3D(rotationAngle:x:y:z:)` does.
        public var quaternion: [Double]

        /// The parts of `m`, or nil when `m` has none (`m44 == 0`, or a singular 3x3 part:
        /// a layer squashed flat), where an animation jumps from one matrix to the other.
        public init?(_ m: Transform3D) {
            guard m.m44 != 0, m.m44.isFinite else { return nil }
            var r = m.rows.map { $0 / m.m44 }
            // The matrix without its perspective column must be invertible for the column to
            // be solved out of it; its determinant is that of the 3x3 part.
            var affine = r
            (affine[3], affine[7], affine[11], affine[15]) = (0, 0, 0, 1)
            guard let affineInverse = Transform3D(rows: affine).inverse else { return nil }
            if r[3] != 0 || r[7] != 0 || r[11] != 0 {
                // m = affine * P, where P is the identity with the column p: p = affine^-1 * column.
                let column = [r[3], r[7], r[11], r[15]]
                let inv = affineInverse.rows
                perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inv[i * 4 + $1] * column[$1] } }
                (r[3], r[7], r[11], r[15]) = (0, 0, 0, 1)
            } else {
                perspective = [0, 0, 0, 1]
            }
            translation = [r[12], r[13], r[14]]
            var row0 = [r[0], r[1], r[2]]
            var row1 = [r[4], r[5], r[6]]
            var row2 = [r[8], r[9], r[10]]
            var s = [0.0, 0, 0]
            var k = [0.0, 0, 0]
            s[0] = Self.length(row0)
            row0 = Self.scaled(row0, 1 / s[0])
            k[0] = Self.dot(row0, row1)
            row1 = Self.combined(row1, row0, -k[0])
            s[1] = Self.length(row1)
            row1 = Self.scaled(row1, 1 / s[1])
            k[0] /= s[1]
            k[1] = Self.dot(row0, row2)
            row2 = Self.combined(row2, row0, -k[1])
            k[2] = Self.dot(row1, row2)
            row2 = Self.combined(row2, row1, -k[2])
            s[2] = Self.length(row2)
            row2 = Self.scaled(row2, 1 / s[2])
            k[1] /= s[2]
            k[2] /= s[2]
            // A mirrored space (negative determinant) is a negative scale, so the rest is a turn.
            let cross = [
                row1[1] * row2[2] - row1[2] * row2[1], row1[2] * row2[0] - row1[0] * row2[2],
                row1[0] * row2[1] - row1[1] * row2[0],
            ]
            if Self.dot(row0, cross) < 0 {
                s = s.map { -$0 }
                (row0, row1, row2) = (row0.map { -$0 }, row1.map { -$0 }, row2.map { -$0 })
            }
            scale = s
            skew = k
            quaternion = Self.quaternion(rows: row0, row1, row2)
        }

        /// The parts given one by one.
        public init(
            translation: [Double], scale: [Double], skew: [Double], perspective: [Double], quaternion: [Double]
        ) {
            (self.translation, self.scale, self.skew) = (translation, scale, skew)
            (self.perspective, self.quaternion) = (perspective, quaternion)
        }

        /// The matrix the parts make: scale, skew, rotation, translation, then perspective.
        public var matrix: Transform3D {
            let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
            let turn: [[Double]] = [
                [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
                [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
                [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
            ]
            // Rows of scale * skew * rotation: each row of the turn, sheared by the rows above it.
            let sheared = [
                turn[0],
                Self.combined(turn[1], turn[0], skew[0]),
                Self.combined(Self.combined(turn[2], turn[0], skew[1]), turn[1], skew[2]),
            ]
            let linear = (0..<3).map { Self.scaled(sheared[$0], scale[$0]) }
            let affine = Transform3D(
                m11: linear[0][0], m12: linear[0][1], m13: linear[0][2], m14: 0,
                m21: linear[1][0], m22: linear[1][1], m23: linear[1][2], m24: 0,
                m31: linear[2][0], m32: linear[2][1], m33: linear[2][2], m34: 0,
                m41: translation[0], m42: translation[1], m43: translation[2], m44: 1)
            guard perspective != [0, 0, 0, 1] else { return affine }
            var p = Transform3D.identity
            (p.m14, p.m24, p.m34, p.m44) = (perspective[0], perspective[1], perspective[2], perspective[3])
            return affine.concatenating(p)
        }

        /// The parts a fraction `f` of the way to `other`: every part linearly, the rotation
        /// along the great arc between the quaternions (spherical linear interpolation), as the
        /// CSS Transforms Level 2 "Interpolation of 3D matrices" describes Core Animation's blend.
        public func interpolated(to other: Decomposition, fraction f: Double) -> Decomposition {
            func lerp(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }
            return Decomposition(
                translation: lerp(translation, other.translation), scale: lerp(scale, other.scale),
                skew: lerp(skew, other.skew), perspective: lerp(perspective, other.perspective),
                quaternion: Self.slerp(quaternion, other.quaternion, f))
        }

        /// The great-arc blend of two unit quaternions along the shorter turn: `q` and `-q`
        /// are the same rotation, so when their dot product is negative `b` is negated first,
        /// as Core Animation blends two matrices (a turn from 100 to 260 degrees about y goes
        /// the 160 degrees through 180, not the 200 through 0). Exactly opposite turns (a
        /// half turn, dot product 0) keep the arc between them as given: 0 to 180 passes 90.
        static func slerp(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
            let b = dot4(a, b) < 0 ? b.map { -$0 } : b
            let product = min(max(dot4(a, b), -1), 1)
            guard abs(product) < 1 else { return a }
            let theta = acos(product)
            let w = sin(f * theta) / (1 - product * product).squareRoot()
            let keep = cos(f * theta) - product * w
            return zip(a, b).map { $0 * keep + $1 * w }
        }

        /// The quaternion of an orthonormal, non-mirroring matrix given by its rows.
        static func quaternion(rows r0: [Double], _ r1: [Double], _ r2: [Double]) -> [Double] {
            let trace = r0[0] + r1[1] + r2[2]
            var q: [Double]
            if trace > 0 {
                let s = 0.5 / (trace + 1).squareRoot()
                q = [(r1[2] - r2[1]) * s, (r2[0] - r0[2]) * s, (r0[1] - r1[0]) * s, 0.25 / s]
            } else if r0[0] >= r1[1] && r0[0] >= r2[2] {
                let s = 2 * max(1 + r0[0] - r1[1] - r2[2], 0).squareRoot()
                q = [s / 4, (r0[1] + r1[0]) / s, (r0[2] + r2[0]) / s, (r1[2] - r2[1]) / s]
            } else if r1[1] >= r2[2] {
                let s = 2 * max(1 + r1[1] - r0[0] - r2[2], 0).squareRoot()
                q = [(r0[1] + r1[0]) / s, s / 4, (r1[2] + r2[1]) / s, (r2[0] - r0[2]) / s]
            } else {
                let s = 2 * max(1 + r2[2] - r0[0] - r1[1], 0).squareRoot()
                q = [(r0[2] + r2[0]) / s, (r1[2] + r2[1]) / s, s / 4, (r0[1] - r1[0]) / s]
            }
            let n = dot4(q, q).squareRoot()
            q = q.map { $0 / n }
            return q
        }

        static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        static func dot4(_ a: [Double], _ b: [Double]) -> Double { dot(a, b) + a[3] * b[3] }
        static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        static func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }
        /// `a + b * s`.
        static func combined(_ a: [Double], _ b: [Double], _ s: Double) -> [Double] { zip(a, b).map { $0 + $1 * s } }
    }

    /// The matrix a fraction `f` (0 to 1, or past either end for a spring's overshoot) of the
    /// way from `self` to `other`, blended by parts as Core Animation blends two `transform`
    /// values: a turn about y from 0 to 180 degrees is the 90-degree turn half way, not a
    /// squash to nothing. Equal matrices give themselves; when either has no parts
    /// (`Decomposition` is nil) the value switches at half way, as CSS's discrete fallback does.
    public func interpolated(to other: Transform3D, fraction f: Double) -> Transform3D {
        if self == other { return self }
        guard let a = Decomposition(self), let b = Decomposition(other) else { return f < 0.5 ? self : other }
        return a.interpolated(to: b, fraction: f).matrix
    }
}
