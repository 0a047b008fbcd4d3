// swift-format-ignore-file
//
//  PopupDialogContainerView.swift
//  Pods
//
//  Copyright (c) 2016 Orderella Ltd. (http://orderella.co.uk)
//  Author - Martin Wildfeuer (http://www.mwfire.de)
//
//  Permission is hereby granted, free of charge, to any person obtaining a copy
//  of this software and associated documentation files (the "Software"), to deal
//  in the Software without restriction, including without limitation the rights
//  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//  copies of the Software, and to permit persons to whom the Software is
//  furnished to do so, subject to the following conditions:
//
//  The above copyright notice and this permission notice shall be included in
//  all copies or substantial portions of the Software.
//
//  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//  OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
//  THE SOFTWARE.
//

import Foundation
import UIKit

/// The main view of the popup dialog
final public class PopupDialogContainerView: UIView {

    // MARK: - Appearance

    /// The background color of the popup dialog
    override public dynamic var backgroundColor: UIColor? {
        get { return container.backgroundColor }
        set { container.backgroundColor = newValue }
    }

    /// The corner radius of the popup view
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var cornerRadius: Float {
        get { return Float(shadowContainer.layer.cornerRadius) }
        set {
            let radius = CGFloat(newValue)
            shadowContainer.layer.cornerRadius = radius
            container.layer.cornerRadius = radius
        }
    }
    
    // MARK: Shadow related

    /// Enable / disable shadow rendering of the container
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowEnabled: Bool {
        get { return shadowContainer.layer.shadowRadius > 0 }
        set { shadowContainer.layer.shadowRadius = newValue ? shadowRadius : 0 }
    }

    /// Color of the container shadow
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowColor: UIColor? {
        get {
            guard let color = shadowContainer.layer.shadowColor else {
                return nil
            }
            return UIColor(cgColor: color)
        }
        set { shadowContainer.layer.shadowColor = newValue?.cgColor }
    }
    
    /// Radius of the container shadow
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowRadius: CGFloat {
        get { return shadowContainer.layer.shadowRadius }
        set { shadowContainer.layer.shadowRadius = newValue }
    }
    
    /// Opacity of the the container shadow
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowOpacity: Float {
        get { return shadowContainer.layer.shadowOpacity }
        set { shadowContainer.layer.shadowOpacity = newValue }
    }
    
    /// Offset of the the container shadow
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowOffset: CGSize {
        get { return shadowContainer.layer.shadowOffset }
        set { shadowContainer.layer.shadowOffset = newValue }
    }
    
    /// Path of the the container shadow
    /* PORT: @objc dynamic removed (no Objective-C on Linux). */ public var shadowPath: CGPath? {
        get { return nil }  // PORT: layers have no shadowPath here (the shadow follows the rounded bounds).
        set { _ = newValue }  // PORT: as above.
    }
    
    // MARK: - Views

    /// The shadow container is the basic view of the PopupDialog
    /// As it does not clip subviews, a shadow can be applied to it
    internal lazy var shadowContainer: UIView = {
        let shadowContainer = UIView(frame: .zero)
        shadowContainer.translatesAutoresizingMaskIntoConstraints = false
        shadowContainer.backgroundColor = UIColor.clear
        shadowContainer.layer.shadowColor = UIColor.black.cgColor
        shadowContainer.layer.shadowRadius = 5
        shadowContainer.layer.shadowOpacity = 0.4
        shadowContainer.layer.shadowOffset = CGSize(width: 0, height: 0)
        shadowContainer.layer.cornerRadius = 4
        return shadowContainer
    }()

    /// The container view is a child of shadowContainer and contains
    /// all other views. It clips to bounds so cornerRadius can be set
    internal lazy var container: UIView = {
        let container = UIView(frame: .zero)
        container.translatesAutoresizingMaskIntoConstraints = false
        container.backgroundColor = UIColor.white
        container.clipsToBounds = true
        container.layer.cornerRadius = 4
        return container
    }()

    // The container stack view for buttons
    internal lazy var buttonStackView: UIStackView = {
        let buttonStackView = UIStackView()
        buttonStackView.translatesAutoresizingMaskIntoConstraints = false
        buttonStackView.distribution = .fillEqually
        buttonStackView.spacing = 0
        return buttonStackView
    }()

    // The main stack view, containing all relevant views
    internal lazy var stackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [self.buttonStackView])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 0
        return stackView
    }()
    
    // The preferred width for iPads
    fileprivate let preferredWidth: CGFloat

    // MARK: - Constraints

    /// The center constraint of the shadow container
    internal var centerYConstraint: NSLayoutConstraint?

    // MARK: - Initializers
    
    internal init(frame: CGRect, preferredWidth: CGFloat) {
        self.preferredWidth = preferredWidth
        super.init(frame: frame)
        setupViews()
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - View setup

    internal func setupViews() {

        // Add views
        addSubview(shadowContainer)
        shadowContainer.addSubview(container)
        container.addSubview(stackView)

        // Layout views
        let views = ["shadowContainer": shadowContainer, "container": container, "stackView": stackView]
        var constraints = [NSLayoutConstraint]()

        // Shadow container constraints
        if UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad {
            let metrics = ["preferredWidth": preferredWidth]
            // PORT: the visual format language has no parser here; the same constraints through anchors (priorities as the format's @900).
            _ = metrics
            constraints += [shadowContainer.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 40), trailingAnchor.constraint(greaterThanOrEqualTo: shadowContainer.trailingAnchor, constant: 40), { let c = shadowContainer.widthAnchor.constraint(equalToConstant: preferredWidth); c.priority = UILayoutPriority(900); return c }()]
        } else {
            // PORT: the visual format language has no parser here; the same constraints through anchors (priorities as the format's @900).
            constraints += [shadowContainer.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 10), { let c = shadowContainer.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20); c.priority = UILayoutPriority(900); return c }()]
            constraints += [trailingAnchor.constraint(greaterThanOrEqualTo: shadowContainer.trailingAnchor, constant: 10), { let c = trailingAnchor.constraint(equalTo: shadowContainer.trailingAnchor, constant: 20); c.priority = UILayoutPriority(900); return c }()]
            constraints += [shadowContainer.widthAnchor.constraint(lessThanOrEqualToConstant: 340), shadowContainer.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)]
        }
        constraints += [NSLayoutConstraint(item: shadowContainer, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0)]
        centerYConstraint = NSLayoutConstraint(item: shadowContainer, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1, constant: 0)
        
        if let centerYConstraint = centerYConstraint {
            constraints.append(centerYConstraint)
        }
        
        // Container constraints
        // PORT: the visual format language has no parser here; the same constraints through anchors (priorities as the format's @900).
        _ = views
        constraints += [container.leadingAnchor.constraint(equalTo: shadowContainer.leadingAnchor), container.trailingAnchor.constraint(equalTo: shadowContainer.trailingAnchor)]
        constraints += [container.topAnchor.constraint(equalTo: shadowContainer.topAnchor), container.bottomAnchor.constraint(equalTo: shadowContainer.bottomAnchor)]

        // Main stack view constraints
        // PORT: the visual format language has no parser here; the same constraints through anchors (priorities as the format's @900).
        constraints += [stackView.leadingAnchor.constraint(equalTo: container.leadingAnchor), stackView.trailingAnchor.constraint(equalTo: container.trailingAnchor)]
        constraints += [stackView.topAnchor.constraint(equalTo: container.topAnchor), stackView.bottomAnchor.constraint(equalTo: container.bottomAnchor)]

        // Activate constraints
        NSLayoutConstraint.activate(constraints)
    }
}
