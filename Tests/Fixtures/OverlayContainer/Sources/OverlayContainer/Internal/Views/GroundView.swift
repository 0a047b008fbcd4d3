// swift-format-ignore-file
//
//  GroundView.swift
//  OverlayContainer
//
//  Created by Gaétan Zanella on 11/04/2019.
//  Copyright © 2019 Gaétan Zanella. All rights reserved.
//

import UIKit

class GroundView: PassThroughView {}
