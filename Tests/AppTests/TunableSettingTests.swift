import DemoKit
import Engine
import XCTest

/// A declared tuning key steps its setting as the settings says: a number moves by its step
/// and never leaves its range, a choice goes round its options in both directions, and the
/// description names what the next run uses.
final class TunableSettingTests: XCTestCase {
    /// A settings object as a demo keeps one.
    @MainActor
    private final class Numbers {
        var value = 0.0
    }

    func testANumberStepsByItsStepAndStaysInItsRange() {
        MainActor.assumeIsolated {
            let numbers = Numbers()
            let setting = TunableSetting("damping", of: numbers, \.value, step: 0.25, in: 0.5...1.5, decimals: 2)
            for start in stride(from: 0.5, through: 1.5, by: 0.25) {
                for up in [true, false] {
                    numbers.value = start
                    setting.step(up: up)
                    let expected = min(max(start + (up ? 0.25 : -0.25), 0.5), 1.5)
                    XCTAssertEqual(numbers.value, expected, "from \(start), \(up ? "up" : "down")")
                }
            }
            numbers.value = 0.75
            XCTAssertEqual(setting.description, "damping 0.75")
        }
    }

    func testAChoiceGoesRoundItsOptionsBothWaysAndIsDescribedByName() {
        MainActor.assumeIsolated {
            let numbers = Numbers()
            let names = ["none", "thin", "regular", "thick"]
            let setting = TunableSetting("material", of: numbers, \.value, choices: names)
            for start in names.indices {
                for up in [true, false] {
                    numbers.value = Double(start)
                    setting.step(up: up)
                    let expected = (start + (up ? 1 : -1) + names.count) % names.count
                    XCTAssertEqual(numbers.value, Double(expected), "from \(names[start]), \(up ? "up" : "down")")
                    XCTAssertEqual(setting.description, "material \(names[expected])")
                }
            }
        }
    }

    func testATuningStepsTheSettingItsKeysBelongToAndAnswersNilForOthers() {
        MainActor.assumeIsolated {
            let numbers = Numbers()
            let tuning = Tuning("sheet", [TunableSetting("material", of: numbers, \.value, choices: ["a", "b"])])
            XCTAssertEqual(tuning.tune(key: Key("]")), "sheet material b")
            XCTAssertEqual(tuning.tune(key: Key("]")), "sheet material a", "past the last option comes the first")
            XCTAssertNil(tuning.tune(key: Key("=")), "no second setting, so its keys step nothing")
            XCTAssertEqual(numbers.value, 0)
        }
    }
}
