import Engine
import Foundation

// `CAGradientLayer.locations` typed as Core Animation types it, so UIKit code that builds
// the stops as numbers (`[start as NSNumber, end as NSNumber]`) compiles unchanged. In a
// file importing these names this declaration shadows the engine's `[Double]` one.

extension GradientLayer {
    /// `CAGradientLayer.locations`: where each colour sits, 0...1, as numbers; nil (the
    /// default) spreads the colours evenly. Literals (`[0, 0.5, 1]`) make numbers too.
    public var locations: [NSNumber]? {
        get { unitLocations?.map { NSNumber(value: $0) } }
        set { unitLocations = newValue?.map(\.doubleValue) }
    }
}
