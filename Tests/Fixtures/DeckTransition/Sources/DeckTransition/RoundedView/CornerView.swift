// swift-format-ignore-file
//
//  CornerView.swift
//  DeckTransition
//
//  Created by Harshil Shah on 17/09/17.
//  Copyright © 2017 Harshil Shah. All rights reserved.
//

import UIKit

final class CornerView: UIView {
    
    // MARK: - Public variables
    
    var cornerRadius: CGFloat {
        get { return cornerLayer.radius }
        set { cornerLayer.radius = newValue }
    }
    
    var corner: Corner? {
        get { return cornerLayer.corner }
        set { cornerLayer.corner = newValue }
    }
    
    // MARK: - Private variables
    
    private var cornerLayer: CornerLayer {
        return layer as! CornerLayer
    }
    
    // MARK: - Layer override
    
    override class var layerClass: AnyClass {
        return CornerLayer.self
    }
    
    // MARK: - Initializers
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }
    
    required init?(coder aDecoder: NSCoder) {
        // PORT: missing API: UIView.init?(coder:) is a convenience init here, not designated.
        super.init(frame: .zero)
        setup()
    }
    
    override func awakeFromNib() {
        super.awakeFromNib()
        setup()
    }
    
    private func setup() {
        cornerLayer.fillColor = UIColor.black.cgColor
    }
    
    // PORT: the layer's frame override, moved here: redraw the corner on a new size.
    override func layoutSubviews() {
        super.layoutSubviews()
        cornerLayer.layoutForBounds()
    }
    
}

private final class CornerLayer: CAShapeLayer {
    
    // PORT: the radius as an @NSManaged property animated through needsDisplay(forKey:),
    // action(forKey:) and display() is Objective-C-only (@NSManaged) and needs missing API
    // (CALayer.needsDisplay(forKey:), action(forKey:), display(), value(forKey:), CAAction,
    // CAAnimation, CABasicAnimation.timeOffset/repeatDuration/delegate, overriding frame):
    // a stored radius that redraws the path when set; the radius does not animate.
    var radius: CGFloat = 0 {
        didSet { self.path = currentPath() }
    }
    
    var corner: Corner? {
        didSet { self.path = currentPath() }
    }
    
    func layoutForBounds() { self.path = currentPath() }  // PORT: for the frame override
    
    // MARK: - Private methods
    
    private func currentPath() -> CGPath? {
        guard let corner = corner else {
            return nil
        }
        
        let side = radius  // PORT: no animated radius (above)
        let size = CGSize(width: side, height: side)
        let targetRect = CGRect(withCorner: corner, at: bounds.getCorner(corner), size: size)
        
        /// Each corner's curved path is created by:
        ///
        /// 1. Moving to the actual corner point
        /// 2. Drawing a line along the x-axis towards the center by the same
        ///    amount as the required corner radius
        /// 3. Drawing a quadrant of the required radius with its center as one
        ///    unit along both x and y axes from the corner towards the center
        /// 4. Drawing a line back to the corner point
        let path: UIBezierPath = {
            switch corner {
                
            case .topLeft:
                let tempPath = UIBezierPath()
                tempPath.move(to: targetRect.topLeft)
                tempPath.addLine(to: targetRect.topRight)
                tempPath.addArc(withCenter: targetRect.bottomRight, radius: side, startAngle: .pi * 3/2, endAngle: .pi, clockwise: false)
                tempPath.addLine(to: targetRect.topLeft)
                return tempPath
                
            case .topRight:
                let tempPath = UIBezierPath()
                tempPath.move(to: targetRect.topRight)
                tempPath.addLine(to: targetRect.topLeft)
                tempPath.addArc(withCenter: targetRect.bottomLeft, radius: side, startAngle: .pi * 3/2, endAngle: 0, clockwise: true)
                tempPath.addLine(to: targetRect.topRight)
                return tempPath
                
            case .bottomLeft:
                let tempPath = UIBezierPath()
                tempPath.move(to: targetRect.bottomLeft)
                tempPath.addLine(to: targetRect.bottomRight)
                tempPath.addArc(withCenter: targetRect.topRight, radius: side, startAngle: .pi/2, endAngle: .pi, clockwise: true)
                tempPath.addLine(to: targetRect.bottomLeft)
                return tempPath
                
            case .bottomRight:
                let tempPath = UIBezierPath()
                tempPath.move(to: targetRect.bottomRight)
                tempPath.addLine(to: targetRect.bottomLeft)
                tempPath.addArc(withCenter: targetRect.topLeft, radius: side, startAngle: .pi/2, endAngle: 0, clockwise: false)
                tempPath.addLine(to: targetRect.bottomRight)
                return tempPath
                
            }
        }()
        
        return path.cgPath
    }
    
}
