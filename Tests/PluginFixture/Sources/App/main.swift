final class BookCell {}
print("app")
