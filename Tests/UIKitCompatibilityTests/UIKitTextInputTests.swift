import Foundation
import UIKitCompatibility
import XCTest

/// A login sheet and a comment box as UIKit code writes them: delegates spelled with
/// Foundation's `NSRange`, the usual `NSString` replacement to limit a field's length, and
/// `textViewDidChange` counting characters. Apple: the range is "The range of characters to
/// be replaced", and returning false keeps "the old text"; `textViewDidChange` "is not
/// called in response to programmatically initiated changes".
final class UIKitTextInputTests: XCTestCase {
    final class LoginController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
        let code = UITextField()
        let comment = UITextView()
        var counted = 0
        var returned = false

        override func viewDidLoad() {
            super.viewDidLoad()
            code.frame = CGRect(x: 20, y: 40, width: 200, height: 34)
            code.borderStyle = .roundedRect
            code.placeholder = "Code"
            code.keyboardType = .numberPad
            code.returnKeyType = .done
            code.autocorrectionType = .no
            code.font = UIFont.systemFont(ofSize: 15)
            code.delegate = self
            comment.frame = CGRect(x: 20, y: 100, width: 200, height: 80)
            comment.delegate = self
            view.addSubview(code)
            view.addSubview(comment)
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        )
            -> Bool
        {
            let current = (textField.text ?? "") as NSString
            return current.replacingCharacters(in: range, with: string).count <= 4
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returned = true
            textField.resignFirstResponder()
            return true
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            range.location <= (textView.text as NSString).length
        }

        func textViewDidChange(_ textView: UITextView) { counted = textView.text.count }
    }

    func testALengthLimitWrittenWithNSRangeHoldsAndReturnResigns() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
            let controller = LoginController()
            window.rootViewController = controller
            window.tick()
            XCTAssertTrue(controller.code.becomeFirstResponder())
            for character in "123456" { window.sendKey(Key(typing: character)) }
            XCTAssertEqual(controller.code.text, "1234")
            XCTAssertEqual(controller.code.font?.pointSize, 15)
            window.sendKey(Key("Return"))
            XCTAssertTrue(controller.returned)
            XCTAssertFalse(controller.code.isFirstResponder)

            XCTAssertTrue(controller.comment.becomeFirstResponder())
            for character in "hi\nthere" { window.sendKey(Key(typing: character)) }
            XCTAssertEqual(controller.comment.text, "hi\nthere")
            XCTAssertEqual(controller.counted, 8)
            controller.comment.text = "reset"
            XCTAssertEqual(controller.counted, 8, "not told of text set in code")
            XCTAssertTrue(controller.view.endEditing(true))
            XCTAssertFalse(controller.comment.isFirstResponder)
        }
    }
}
