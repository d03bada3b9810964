// NibKitSeedDialects
