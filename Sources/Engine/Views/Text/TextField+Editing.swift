extension TextField {
    /// False: a field is one line, so Up and Home go to the start, Down and End to the end.
    var isMultiline: Bool { false }

    /// `becomeFirstResponder()`'s work, with `takeFirstResponder` the responder's own step.
    func beginEditing(takeFirstResponder: () -> Bool) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard takeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { editable.text = "" }
        editable.caret = editable.text.count
        caret.show(in: window)
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        TextEditingEvents.send(.didBeginEditing, from: self)
        return true
    }

    /// `resignFirstResponder()`'s work, with `giveUpFirstResponder` the responder's own step.
    func finishEditing(giveUpFirstResponder: () -> Bool) -> Bool {
        guard isEditing else { return giveUpFirstResponder() }
        guard endsWithoutAsking || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard giveUpFirstResponder() else { return false }
        isEditing = false
        caret.hide()
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        TextEditingEvents.send(.didEndEditing, from: self)
        return true
    }

    /// `insertText(_:)`'s work: a typed insertion at the caret, a newline as Return.
    func typeText(_ text: String) {
        guard text != "\n" else {
            returnPressed()
            return
        }
        userEdit(replacing: editable.caret..<editable.caret, with: text)
    }

    /// `deleteBackward()`'s work: BackSpace.
    func deleteCharacterBackward() {
        if let range = editable.replacedRange(for: .deleteBackward) {
            userEdit(replacing: range, with: "")
        }
    }

    /// Empties the field as its clear button does: asks `textFieldShouldClear`, then sends
    /// `.editingChanged` when there was text.
    public func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true, !editable.text.isEmpty else { return }
        editable.text = ""
        editable.caret = 0
        contentDidChange()
        sendActions(for: .editingChanged)
        TextEditingEvents.send(.didChange, from: self)
    }

    /// The delegate's `shouldChangeCharactersIn` decides a typed edit.
    func allowsEdit(of utf16Range: Range<Int>, to replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: utf16Range, replacementString: replacement) ?? true
    }

    /// A typed edit sends `.editingChanged`.
    func textDidChangeByTyping() {
        sendActions(for: .editingChanged)
        TextEditingEvents.send(.didChange, from: self)
    }

    func caretDidMove() {
        caret.restart()
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: `textFieldShouldReturn` first; when it allows and an action listens for
    /// `.editingDidEndOnExit`, that action runs and editing ends, as in UIKit.
    private func returnPressed() {
        if enablesReturnKeyAutomatically, editable.text.isEmpty { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        guard allControlEvents.contains(.editingDidEndOnExit) else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}
