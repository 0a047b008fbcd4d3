/// The FreeType rasterizer is the compositor's text provider.
extension TextRasterizer: TextMaskProviding {}
