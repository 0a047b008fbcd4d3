import CX11
import Renderer

/// A framebuffer the X server can copy from: an `XImage` over MIT-SHM shared memory
/// (the server reads our pixels directly) or over ordinary memory (sent in the request).
final class X11Surface {
    let framebuffer: Framebuffer
    let image: UnsafeMutablePointer<XImage>
    /// Non-nil for a shared-memory surface; Xlib keeps a pointer to it, so it lives on the heap.
    private let shmInfo: UnsafeMutablePointer<XShmSegmentInfo>?
    private let display: OpaquePointer
    private var released = false

    var isShared: Bool { shmInfo != nil }

    private init(
        display: OpaquePointer, image: UnsafeMutablePointer<XImage>, framebuffer: Framebuffer,
        shmInfo: UnsafeMutablePointer<XShmSegmentInfo>?
    ) {
        self.display = display
        self.image = image
        self.framebuffer = framebuffer
        self.shmInfo = shmInfo
    }

    /// A shared-memory surface, or nil when the server cannot attach our segment
    /// (remote connection, no permission, out of segments): the caller falls back to `plain`.
    static func shared(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int
    ) -> X11Surface? {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, info,
                UInt32(width), UInt32(height))
        else {
            info.deallocate()
            return nil
        }
        let bytes = Int(image.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0, image.pointee.bits_per_pixel == 32, image.pointee.byte_order == nativeByteOrder else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            destroy(image)
            info.deallocate()
            return nil
        }
        let address = shmat(id, nil, 0)
        // Marked for removal at once: the segment then vanishes when the last process
        // detaches, even if we are killed, so nothing leaks in the system's SHM table.
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            destroy(image)
            info.deallocate()
            return nil
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        image.pointee.data = info.pointee.shmaddr
        let error = X11ErrorHandlers.trial {
            XShmAttach(display, info)
            XSync(display, 0)
        }
        guard error == 0 else {
            shmdt(address)
            destroy(image)
            info.deallocate()
            return nil
        }
        let framebuffer = Framebuffer(
            wrapping: address.assumingMemoryBound(to: UInt32.self),
            width: width, height: height, stride: Int(image.pointee.bytes_per_line))
        return X11Surface(display: display, image: image, framebuffer: framebuffer, shmInfo: info)
    }

    /// A surface in ordinary memory, sent to the server with `XPutImage`.
    static func plain(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int
    ) -> X11Surface? {
        let framebuffer = Framebuffer(width: width, height: height)
        let data = UnsafeMutableRawPointer(framebuffer.pixels).assumingMemoryBound(to: CChar.self)
        guard
            let image = XCreateImage(
                display, visual, UInt32(depth), ZPixmap, 0, data,
                UInt32(width), UInt32(height), 32, Int32(framebuffer.stride))
        else {
            return nil
        }
        // Our pixels are native-endian UInt32s; Xlib swaps them if the server wants otherwise.
        image.pointee.byte_order = nativeByteOrder
        guard image.pointee.bits_per_pixel == 32 else {
            destroy(image)
            return nil
        }
        return X11Surface(display: display, image: image, framebuffer: framebuffer, shmInfo: nil)
    }

    /// Detaches and frees; the caller has made sure no `XShmPutImage` from it is in flight.
    func release() {
        guard !released else { return }
        released = true
        if let shmInfo {
            XShmDetach(display, shmInfo)
            XSync(display, 0)
            shmdt(shmInfo.pointee.shmaddr)
            Self.destroy(image)
            shmInfo.deallocate()
        } else {
            Self.destroy(image)
        }
    }

    deinit { release() }

    /// `XDestroyImage` is a macro; the memory behind `data` belongs to us, not Xlib.
    private static func destroy(_ image: UnsafeMutablePointer<XImage>) {
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
    }

    private static var nativeByteOrder: Int32 {
        1.littleEndian == 1 ? LSBFirst : MSBFirst
    }
}
