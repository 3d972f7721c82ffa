import type { ContentPage } from "./about";

export const privacyPage: ContentPage = {
  title: "Privacy policy and legal notice",
  description:
    "How Imodoka collects, uses, keeps and protects your personal data under Rwanda's Law N° 058/2021, and how to use your rights.",
  updated: "2026-11-22",
  intro:
    "This page explains who publishes Imodoka, what personal data we collect, why, how long we keep it and what rights you have under Law N° 058/2021 of 13/10/2021 relating to the protection of personal data and privacy. Please note: the company details on this page (name, address, registration numbers, e-mail addresses and phone number) are placeholders and must be replaced by the operator with its real details before the site is used in production.",
  sections: [
    {
      heading: "Legal notice",
      paragraphs: [
        "The Imodoka website is published by Imodoka Ltd, a private company registered in Rwanda, with its office in Kigali, Rwanda.",
        "The site is hosted by a professional hosting provider that runs our servers and stores our data in secured data centres under a written contract with us. Its name and address are available on request at privacy@imodoka.rw.",
      ],
      list: [
        "Publisher: Imodoka Ltd, Kigali, Rwanda (company code: to be completed by the operator).",
        "General contact: hello@imodoka.rw.",
        "Privacy contact and data protection officer: privacy@imodoka.rw.",
        "Phone: +250 788 000 000 (example number).",
        "Hosting: professional hosting provider acting as our data processor (details on request).",
      ],
    },
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "Imodoka Ltd is the data controller for the personal data described on this page: we decide why and how it is processed. Our processing is governed by Law N° 058/2021 of 13/10/2021 relating to the protection of personal data and privacy.",
        "The supervisory authority is the National Cyber Security Authority (NCSA), which keeps the register of data controllers and data processors. Imodoka Ltd is registered with NCSA as a data controller (registration certificate number: to be completed by the operator).",
        "When you ask a dealer to contact you, that dealer becomes a separate data controller for the details we pass on, and its own privacy policy applies to what it does with them.",
      ],
    },
    {
      heading: "Personal data we collect",
      paragraphs: [
        "We collect only what we need for the service you use. You can browse the site, compare cars and read guides without creating an account or giving us your name.",
      ],
      list: [
        "Account: your name, your e-mail address and your password. We store only a hashed form of the password, never the password itself, so we cannot read it.",
        "Used-car listings: the car details you enter (make, model, year, mileage, price, condition and description), the photos you upload, your phone number and your district. These are published on the site and can be seen by anyone.",
        "Contact form: your name, your e-mail address, your phone number if you choose to give it, the subject and your message.",
        "Lead requests: when you ask a dealer to contact you about a car, the details you enter in the request form (such as your name, phone number or e-mail address, district and message) and the car and dealer concerned.",
        "Newsletter: your e-mail address, with the date and time you confirmed your subscription. We use double opt-in: you are only subscribed after clicking the link in a confirmation e-mail.",
        "Visitor identifier: a random identifier (cookie_user_id) created in your browser's local storage. It is not linked to your name unless you sign in.",
        "Display preference: your choice of light or dark theme, stored in your browser.",
        "Server logs: your IP address, the date and time, the page requested, the browser type and error information, recorded automatically when you visit the site.",
      ],
    },
    {
      heading: "Why we use your data and on what legal basis",
      paragraphs: [
        "The law allows personal data to be processed only on a lawful basis. We rely on the following bases, depending on the purpose. Where we rely on your consent, you can withdraw it at any time; this does not affect processing carried out before you withdrew it.",
      ],
      list: [
        "To create and manage your account, and to publish and manage your listings: necessary to provide the service you asked for under our terms of use (performance of a contract).",
        "To answer your messages sent through the contact form: your request and our legitimate interest in replying to the people who write to us.",
        "To pass a lead request to the dealer you chose: your consent, given when you send the request for that dealer.",
        "To send the newsletter: your consent, confirmed by double opt-in. Every newsletter contains an unsubscribe link.",
        "To remember your theme and recognise your browser between visits with the visitor identifier: our legitimate interest in providing a working, consistent site.",
        "To keep the site secure, prevent spam, fraud and abuse in listings and reviews, and investigate incidents using server logs: our legitimate interest in protecting the service and its users.",
        "To keep records we are required to keep and to answer lawful requests from competent authorities: compliance with a legal obligation.",
      ],
    },
    {
      heading: "How long we keep your data",
      paragraphs: [
        "We keep personal data only as long as needed for the purpose it was collected for, then delete it or make it anonymous. The periods below apply unless a law requires us to keep data longer, or we need it to establish or defend a legal claim, in which case we keep only what is needed for as long as needed.",
      ],
      list: [
        "Account: as long as your account is open. We delete it within 30 days after you close it.",
        "Listings, including photos, phone number and district: while the listing is online, then 12 months after it expires or is removed, to deal with disputes and fraud reports. It is no longer public during that time.",
        "Contact messages: 24 months after our last exchange with you.",
        "Lead requests: 12 months after the request. The dealer keeps its copy under its own policy.",
        "Newsletter: until you unsubscribe. Unconfirmed sign-ups are deleted after 30 days, and your address is removed from the mailing list within 30 days of unsubscribing.",
        "Visitor identifier and theme preference: kept in your browser until you clear them. Data linked to the visitor identifier on our servers is kept for no more than 12 months.",
        "Server logs: 90 days. Extracts needed to investigate a specific security incident are kept until the investigation is closed.",
      ],
    },
    {
      heading: "Who we share your data with",
      paragraphs: [
        "We do not sell or rent your personal data, and we do not share it with advertisers. Only the people at Imodoka who need your data for their work can access it.",
        "We share personal data only with the following recipients, and only what each needs.",
      ],
      list: [
        "Processors acting on our instructions under a written contract, such as our hosting provider and our e-mail delivery provider. They may not use your data for their own purposes.",
        "Dealers, only when you ask to be contacted by them: we send the details in your lead request to the dealer you chose, and to no other dealer.",
        "Visitors to the site, for the listing information you choose to publish, including your phone number and district.",
        "Competent authorities, courts and law enforcement, when the law requires it or to protect the rights and safety of our users.",
        "Professional advisers such as lawyers and auditors, who are bound by confidentiality.",
        "A buyer of all or part of our business, if that ever happens; we would tell you beforehand and this policy would continue to protect your data.",
      ],
    },
    {
      heading: "Transfers outside Rwanda",
      paragraphs: [
        "Some of our processors, for example for e-mail delivery, may store or access personal data outside Rwanda. We share or transfer personal data outside Rwanda only in the cases allowed by Law N° 058/2021 of 13/10/2021 relating to the protection of personal data and privacy: for example, after obtaining authorisation from NCSA on proof of appropriate safeguards, with your consent, or where the transfer is necessary to perform a contract with you or at your request.",
        "Where personal data is stored outside Rwanda, we do so only with the registration certificate from NCSA that the law requires for such storage. We put written contracts in place with the recipients to protect your data, and you can ask us at privacy@imodoka.rw whether your data has been transferred outside Rwanda and to which country.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under Law N° 058/2021 of 13/10/2021 relating to the protection of personal data and privacy, you have the following rights over your personal data. Some rights have limits set by the law, and we will explain if one applies to your request.",
        "To use your rights, write to privacy@imodoka.rw. Where the site offers the option, you can also correct your details or delete a listing yourself from your account. We may ask you to confirm your identity before acting on a request. We reply within 30 days and do not charge for reasonable requests.",
      ],
      list: [
        "Access: to know whether we process your data, why, where it came from and who received it, and to get a copy.",
        "Rectification: to have inaccurate or incomplete data corrected.",
        "Erasure: to have your data deleted when it is no longer needed, when you withdraw your consent, when you have successfully objected, or when it was processed unlawfully.",
        "Restriction: to have the processing of your data limited, for example while we check its accuracy.",
        "Objection: to object at any time to processing based on our legitimate interests, and to the use of your data for direct marketing.",
        "Portability: to receive the data you gave us in a structured, commonly used, machine-readable format, or to have it sent to another controller where technically possible.",
        "Not to be subject to a decision based solely on automated processing that produces legal effects concerning you or significantly affects you. We do not make such decisions. If we use automated checks against spam or fraud, a person reviews any decision to remove a listing or close an account.",
        "Designating an heir: to designate a person to exercise your rights over your personal data after your death, as provided by the law.",
        "Withdrawal of consent: to withdraw your consent at any time, for example by unsubscribing from the newsletter.",
        "Complaint: to lodge a complaint with the National Cyber Security Authority (NCSA) if you believe your data is processed unlawfully or you are not satisfied with our answer. The law sets time limits for some appeals, so act promptly.",
      ],
    },
    {
      heading: "How we protect your data",
      paragraphs: [
        "We take technical and organisational measures suited to the risks of the data we hold. No system is perfectly secure, so please use a strong password that you do not use on other sites.",
        "If a personal data breach occurs, we will notify NCSA within 48 hours of becoming aware of it, as the law requires, and we will inform you without undue delay if the breach is likely to result in a high risk to your rights and freedoms.",
      ],
      list: [
        "All traffic between your browser and the site is encrypted (HTTPS).",
        "Passwords are stored only in hashed form.",
        "Access to personal data is limited to staff who need it, with individual accounts.",
        "Processors are bound by written contracts that require them to protect the data.",
        "Data is backed up regularly to protect it against loss.",
        "Server logs are used to detect and investigate attacks and abuse.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Imodoka is intended for adults. You must be at least 18 years old to create an account, post a listing or send a lead request.",
        "We do not knowingly collect personal data from children. Under the law, personal data of a child under 16 may only be processed with the consent of a holder of parental responsibility. If you believe a child has given us personal data, write to privacy@imodoka.rw and we will delete it.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "We do not use advertising cookies, cross-site trackers or social media tracking pixels, and we do not build advertising profiles.",
        "Our site stores a small amount of information in your browser. Despite its name, cookie_user_id is kept in local storage, not in a cookie, and it is not shared with other sites. When you sign in, the site also uses a strictly necessary cookie to keep you signed in, which ends when you sign out or when it expires.",
        "You can clear local storage and cookies at any time in your browser settings. The site will still work, but it will forget your theme and treat you as a new visitor.",
      ],
      list: [
        "cookie_user_id (local storage): a random visitor identifier used to recognise your browser between visits.",
        "Theme preference (local storage): remembers whether you chose the light or dark theme.",
        "Session cookie (only when signed in): keeps you signed in to your account.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our service or the law changes. The date at the top of the page shows when it was last updated. If we make a significant change, such as a new purpose or a new category of recipient, we will tell account holders and newsletter subscribers by e-mail before the change takes effect and, where the law requires, ask for your consent again.",
      ],
    },
    {
      heading: "Contact us about your data",
      paragraphs: [
        "For any question about this policy or your personal data, or to use your rights, write to our data protection officer at privacy@imodoka.rw, or to Imodoka Ltd, Kigali, Rwanda. For other questions, use hello@imodoka.rw.",
        "If you are not satisfied with our answer, you can contact the National Cyber Security Authority (NCSA), the supervisory authority for personal data protection in Rwanda.",
      ],
    },
  ],
};
