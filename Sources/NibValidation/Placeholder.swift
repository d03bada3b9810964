// NibValidation
