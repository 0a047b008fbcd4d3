import Geometry

/// The perspective maps the projection tests warp with.
enum ProjectiveTestMaps {
    /// A random turn in perspective of a `width x height` source placed in a 160 x 120 target:
    /// about x and y, some past 90 degrees, near enough the eye that parts cross the horizon.
    static func randomTurn(_ width: Int, _ height: Int, _ rng: inout Seeded) -> Transform3D {
        Transform3D(translationX: -Double(width) / 2, y: -Double(height) / 2, z: 0)
            .concatenating(Transform3D(rotationAngle: .random(in: -3...3, using: &rng), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: .random(in: -1.2...1.2, using: &rng), x: 1, y: 0, z: 0))
            .concatenating(Transform3D(perspectiveDistance: .random(in: 60...600, using: &rng)))
            .concatenating(
                Transform3D(
                    translationX: .random(in: 40...120, using: &rng), y: .random(in: 30...90, using: &rng), z: 0))
    }

    /// The flip demo's page at 2560 x 1600 (its image at scale 2) turned by `angle` about its
    /// vertical centre line, the eye 900 points away.
    static func flipPage(_ angle: Double) -> Transform3D {
        Transform3D(scaleX: 0.5, y: 0.5, z: 1)
            .concatenating(Transform3D(translationX: -640, y: -400, z: 0))
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 900))
            .concatenating(Transform3D(translationX: 640, y: 400, z: 0))
            .concatenating(Transform3D(scaleX: 2, y: 2, z: 1))
    }
}
