extension InputScript {
    /// The commands a script line may start with, in the order errors list them.
    static let verbs = ["wait", "click", "down", "move", "up", "drag", "scroll", "key", "type"]

    /// The word of `candidates` that `word` was most likely meant to be, for an error to
    /// suggest: the one nearest by edits (a letter added, dropped, changed, or two neighbours
    /// swapped, as typing slips make them), when it is near enough to be a slip rather than
    /// another word (one edit for a word of up to four letters, two for a longer one) and no
    /// other candidate is as near. Case is ignored, so `Click` suggests `click` and `escape`
    /// suggests `Escape`.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty, typed.count <= 16 else { return nil }
        let allowed = typed.count <= 4 ? 1 : 2
        let near = candidates.map { (word: $0, distance: editDistance(typed, Array($0.lowercased()))) }
            .filter { $0.distance <= allowed }
        guard let nearest = near.map(\.distance).min() else { return nil }
        let nearestOnes = near.filter { $0.distance == nearest }
        return nearestOnes.count == 1 ? nearestOnes[0].word : nil
    }

    /// Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two
    /// neighbouring letters, each one (the optimal string alignment distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
