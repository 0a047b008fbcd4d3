import Geometry

// Finding the contacts of a step, solving them, and telling the delegate which began and
// which ended.
extension CollisionBehavior {
    func findContacts(in world: DynamicWorld) {
        contacts = []
        let bodies = items.compactMap { world.body(for: $0) }
        if collisionMode.contains(.boundaries) {
            for body in bodies {
                if translatesReferenceBoundsIntoBoundary {
                    addReferenceBoundsContacts(
                        body, world.referenceBounds, margin: Self.reach(of: body, world.stepInterval))
                }
                let corners = body.corners
                let margin = Self.reach(of: body, world.stepInterval)
                for boundary in boundaries {
                    for segment in boundary.segments {
                        for m in collide(corners, segment, margin: margin) {
                            let key = DynamicContact.Key.boundary(ObjectIdentifier(body.item), boundary.identifier)
                            add(m, key: key, first: body, second: nil)
                        }
                    }
                }
            }
        }
        if collisionMode.contains(.items), bodies.count > 1 {
            for i in 0..<(bodies.count - 1) {
                let ci = bodies[i].corners
                for j in (i + 1)..<bodies.count {
                    guard !(bodies[i].isAnchored && bodies[j].isAnchored) else { continue }
                    let key = DynamicContact.Key.items(
                        ObjectIdentifier(bodies[i].item), ObjectIdentifier(bodies[j].item))
                    let margin =
                        Self.reach(of: bodies[i], world.stepInterval) + Self.reach(of: bodies[j], world.stepInterval)
                    for m in collide(ci, bodies[j].corners, margin: margin) {
                        add(m, key: key, first: bodies[i], second: bodies[j])
                    }
                }
            }
        }
        for i in contacts.indices { contacts[i].prepare(stepInterval: world.stepInterval) }
    }

    /// How far any point of `body` can move in one step, plus a little: contacts are looked
    /// for that far ahead.
    static func reach(of body: DynamicBody, _ dt: Double) -> Double {
        let halfDiagonal = (body.size.width * body.size.width + body.size.height * body.size.height).squareRoot() / 2
        let speed = body.velocity.dot(body.velocity).squareRoot() + abs(body.angularVelocity) * halfDiagonal
        return speed * dt + 2 * DynamicContact.slop
    }

    func reportContacts(in world: DynamicWorld) {
        var now: [DynamicContact.Key] = []
        var firstPoint: [DynamicContact.Key: Point] = [:]
        for c in contacts where firstPoint[c.key] == nil {
            now.append(c.key)
            firstPoint[c.key] = c.point
        }
        let before = Set(touching)
        let after = Set(now)
        let ended = touching.filter { !after.contains($0) }
        let began = now.filter { !before.contains($0) }
        touching = now
        guard let delegate = collisionDelegate else { return }
        for key in ended { tell(delegate, key, began: false, at: .zero, world) }
        for key in began { tell(delegate, key, began: true, at: firstPoint[key] ?? .zero, world) }
    }

    private func tell(
        _ delegate: any CollisionBehaviorDelegate, _ key: DynamicContact.Key, began: Bool, at point: Point,
        _ world: DynamicWorld
    ) {
        let byID = Dictionary(items.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
        switch key {
        case .boundary(let id, let identifier):
            guard let item = byID[id] else { return }
            if began {
                delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
            } else {
                delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
            }
        case .items(let id1, let id2):
            guard let item1 = byID[id1], let item2 = byID[id2] else { return }
            if began {
                delegate.collisionBehavior(self, beganContactFor: item1, with: item2, at: point)
            } else {
                delegate.collisionBehavior(self, endedContactFor: item1, with: item2)
            }
        }
    }

    /// A manifold point from `collide(first, second)` as a contact; nil bodies are static.
    private func add(_ m: ContactManifoldPoint, key: DynamicContact.Key, first: DynamicBody?, second: DynamicBody?) {
        let (a, b) = m.firstIsReference ? (first, second) : (second, first)
        // The reference face passes through the incident point moved back by the separation.
        let plane = m.point - m.normal * m.separation
        contacts.append(DynamicContact(key: key, a: a, b: b, normal: m.normal, planePoint: plane, point: m.point))
    }

    /// Each corner outside the (inset) reference bounds touches the wall it crossed; the
    /// wall is static and its normal points into the bounds.
    private func addReferenceBoundsContacts(_ body: DynamicBody, _ bounds: Rect, margin: Double) {
        let r = referenceBoundsInsets
        let walls: [(normal: Point, offset: Double)] = [
            (Point(x: 1, y: 0), bounds.minX + r.left), (Point(x: -1, y: 0), -(bounds.maxX - r.right)),
            (Point(x: 0, y: 1), bounds.minY + r.top), (Point(x: 0, y: -1), -(bounds.maxY - r.bottom)),
        ]
        for corner in body.corners {
            for wall in walls {
                let s = wall.normal.dot(corner) - wall.offset
                guard s <= margin else { continue }
                let key = DynamicContact.Key.boundary(ObjectIdentifier(body.item), nil)
                contacts.append(
                    DynamicContact(
                        key: key, a: nil, b: body, normal: wall.normal, planePoint: corner - wall.normal * s,
                        point: corner))
            }
        }
    }
}
