// swift-format-ignore-file
//
//  OverlayTranslationDriver.swift
//  OverlayContainer
//
//  Created by Gaétan Zanella on 29/11/2018.
//

import UIKit

protocol OverlayTranslationDriver {
    func clean()
}
