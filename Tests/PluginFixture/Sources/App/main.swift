final class BookCell {
    var rating = 0
}
print("app")
