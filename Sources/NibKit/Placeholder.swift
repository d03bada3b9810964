// NibKit
