import Geometry

/// A point where two convex outlines touch: `point` lies on the second outline's edge
/// (the incident one), `normal` points from the first outline out toward the second, and
/// `separation` is negative when they overlap.
struct ContactManifoldPoint {
    var point: Point
    var normal: Point
    var separation: Double
    /// True when the first outline given to `collide` owns the reference face.
    var firstIsReference: Bool
}

/// Contacts between two convex outlines by the separating-axis test with reference-face
/// clipping (as in Box2D's polygon collider), for rectangles and for a two-point segment,
/// whose faces are its two sides. Vertices go round so that the outward normal of edge
/// v[i] -> v[i+1] is (e.y, -e.x) and a rectangle's normals point away from its centre.
/// Returns up to two points, with `margin` of positive separation still counted as contact.
func collide(_ a: [Point], _ b: [Point], margin: Double) -> [ContactManifoldPoint] {
    let (edgeA, sepA) = maxSeparation(a, b)
    if sepA > margin { return [] }
    let (edgeB, sepB) = maxSeparation(b, a)
    if sepB > margin { return [] }
    // Prefer the first outline's face unless the second's is clearly better: the choice
    // then does not flicker between steps for a nearly equal pair.
    let firstIsReference = !(sepB > 0.98 * sepA + 0.001)
    let (ref, inc, edge) = firstIsReference ? (a, b, edgeA) : (b, a, edgeB)

    let n = outwardNormal(ref, edge)
    // The incident edge: the one of `inc` whose normal is most opposed to `n`.
    var incEdge = 0
    var minDot = Double.infinity
    for i in inc.indices {
        let d = n.dot(outwardNormal(inc, i))
        if d < minDot {
            minDot = d
            incEdge = i
        }
    }
    let i1 = inc[incEdge]
    let i2 = inc[(incEdge + 1) % inc.count]
    let v1 = ref[edge]
    let v2 = ref[(edge + 1) % ref.count]
    let tangent = (v2 - v1).normalized
    var points = clip([i1, i2], normal: -tangent, offset: -tangent.dot(v1))
    guard points.count == 2 else { return [] }
    points = clip(points, normal: tangent, offset: tangent.dot(v2))
    guard points.count == 2 else { return [] }
    let front = n.dot(v1)
    var out: [ContactManifoldPoint] = []
    for p in points {
        let s = n.dot(p) - front
        if s <= margin {
            out.append(ContactManifoldPoint(point: p, normal: n, separation: s, firstIsReference: firstIsReference))
        }
    }
    return out
}

/// The outward unit normal of edge `i` of a polygon (for a segment, one of its two sides).
func outwardNormal(_ poly: [Point], _ i: Int) -> Point {
    let e = poly[(i + 1) % poly.count] - poly[i]
    return Point(x: e.y, y: -e.x).normalized
}

/// The face of `poly` along whose normal `other` lies farthest out, and that distance.
private func maxSeparation(_ poly: [Point], _ other: [Point]) -> (Int, Double) {
    var best = -Double.infinity
    var bestEdge = 0
    for i in poly.indices {
        let n = outwardNormal(poly, i)
        let v = poly[i]
        var s = Double.infinity
        for p in other { s = min(s, n.dot(p - v)) }
        if s > best {
            best = s
            bestEdge = i
        }
    }
    return (bestEdge, best)
}

/// Keeps the part of segment `v` on the side where `normal · p <= offset`.
private func clip(_ v: [Point], normal: Point, offset: Double) -> [Point] {
    var out: [Point] = []
    let d0 = normal.dot(v[0]) - offset
    let d1 = normal.dot(v[1]) - offset
    if d0 <= 0 { out.append(v[0]) }
    if d1 <= 0 { out.append(v[1]) }
    if d0 * d1 < 0 {
        let t = d0 / (d0 - d1)
        out.append(v[0] + (v[1] - v[0]) * t)
    }
    return out
}
