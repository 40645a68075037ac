extension Animation {
    /// Keeps `value` under `key` for the code's own use, as Core Animation's animations keep a value for any key:
    /// tutorials tag an animation with a name, or with the layer it moves, and read it back in `animationDidStop`.
    /// The values travel with the copy that `Layer.add(_:forKey:)` adds. A nil value removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// The value kept under `key` by `setValue(_:forKey:)`, or nil.
    public func value(forKey key: String) -> Any? {
        keyedValues[key]
    }
}
