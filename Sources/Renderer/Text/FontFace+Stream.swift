import CFreeType

#if canImport(Glibc)
    import Glibc
#endif

extension FontFace {
    /// Opens face `index` of the file at `path`, read with `pread` rather than mapped.
    ///
    /// FreeType maps a font file it opens by path, and the kernel then maps 64 KiB around
    /// every page a glyph's outline is read from: a CJK face's glyphs are spread over a
    /// 3.5 MB `glyf` table, so a few dozen characters kept megabytes of it resident for the
    /// life of the process. Read through a stream, FreeType copies only the bytes it asks for
    /// (an outline, the `loca` table) and frees them; the outlines, and so the pixels, are
    /// the same bytes either way.
    static func openFace(_ library: FT_Library, path: String, index: Int) -> (FT_Face?, FT_Error) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return (nil, 1) }  // FT_Err_Cannot_Open_Resource
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else {
            close(descriptor)
            return (nil, 1)
        }
        let stream = UnsafeMutablePointer<FT_StreamRec>.allocate(capacity: 1)
        stream.initialize(to: FT_StreamRec())
        stream.pointee.size = UInt(status.st_size)
        stream.pointee.descriptor.value = Int(descriptor)
        stream.pointee.read = { stream, offset, buffer, count in
            guard let stream else { return 0 }
            // A count of 0 is a seek: 0 when the offset is inside the file.
            guard count > 0, let buffer else { return offset > stream.pointee.size ? 1 : 0 }
            let descriptor = Int32(stream.pointee.descriptor.value)
            var done = 0
            while done < Int(count) {
                let got = pread(descriptor, buffer + done, Int(count) - done, off_t(offset) + off_t(done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                done += got
            }
            return UInt(done)
        }
        // FT_Done_Face (or a failed FT_Open_Face) closes a stream it was given; the record
        // is this function's, so it goes with the descriptor.
        stream.pointee.close = { stream in
            guard let stream else { return }
            close(Int32(stream.pointee.descriptor.value))
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        var arguments = FT_Open_Args()
        arguments.flags = 0x2  // FT_OPEN_STREAM
        arguments.stream = stream
        var face: FT_Face?
        let error = FT_Open_Face(library, &arguments, FT_Long(index), &face)
        return (face, error)
    }
}
