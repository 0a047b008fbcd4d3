import Foundation
import Renderer

extension HeadlessHost {
    // Provisional until the renderer's PNG writer lands on main.
    func writePNG(_ framebuffer: Framebuffer, to url: URL) throws {
        struct NoPNGWriterYet: Error {}
        throw NoPNGWriterYet()
    }
}
