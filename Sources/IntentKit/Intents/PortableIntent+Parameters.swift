protocol NamedParameterDescriptor: IntentParameterDescriptor {
    func setName(_ name: String)
}

extension IntentParameterBox: NamedParameterDescriptor {
    func setName(_ name: String) { self.name = name }
}

protocol IntentParamWrapper {
    var descriptor: any NamedParameterDescriptor { get }
}

extension IntentParam: IntentParamWrapper {
    var descriptor: any NamedParameterDescriptor { box }
}
