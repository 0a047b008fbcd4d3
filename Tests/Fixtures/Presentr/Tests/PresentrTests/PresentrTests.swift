import XCTest
import Presentr
final class PresentrTests: XCTestCase { func testNothing() {} }
