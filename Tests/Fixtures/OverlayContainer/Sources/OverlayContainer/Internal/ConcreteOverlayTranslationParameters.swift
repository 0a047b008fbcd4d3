// swift-format-ignore-file
//
//  ConcreteOverlayTranslationParameters.swift
//  OverlayContainer
//
//  Created by Gaétan Zanella on 28/11/2018.
//

import UIKit

struct ConcreteOverlayTranslationParameters: OverlayTranslationParameters {
    let minimumHeight: CGFloat
    let maximumHeight: CGFloat
    let translation: CGFloat
}
